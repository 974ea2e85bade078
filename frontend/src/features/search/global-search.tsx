import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { usePermissions } from '@/features/access/permissions-context';
import { normalizePath } from '@/features/access/route-access';
import { lazyPart, useOpenedOnce } from '@/shared/lazy-part';
import { useAccessiblePages } from './accessible-pages';
import { readRecentPages, RECENT_PAGES_SHOWN } from './recent-pages';
import { SEARCH_SOURCES } from './registry';
import type { RegisteredSearchSource } from './search-source';

// The palette's dialog loads on first use (Ctrl/Cmd+K or the top bar's search box); its sources
// and the shortcut stay here, with every signed-in page.
const SearchPalette = lazyPart(() => import('./search-palette'), 'SearchPalette');

/** Preloads the palette (the top bar's search box calls it on hover or focus). */
export const preloadSearchPalette = SearchPalette.preload;

/** Ctrl+K (Windows, Linux) or Cmd+K (Mac), without other modifiers. */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}

export interface GlobalSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onToggleSidebar: () => void;
  /** The registered sources; tests pass their own. */
  sources?: readonly RegisteredSearchSource[];
}

/**
 * The palette as the shell mounts it: Ctrl/Cmd+K opens it anywhere, the sources asked are those
 * the user holds the permission of, the pages matched and the quick actions offered are those the
 * user may open, and "Páginas recientes" are the pages this user visited (read when it opens).
 */
export function GlobalSearch({
  open,
  onOpenChange,
  onToggleSidebar,
  sources = SEARCH_SOURCES,
}: GlobalSearchProps) {
  const location = useLocation();
  const userId = useAppSelector((state) => state.auth.user?.id);
  const { hasPermission, isLoading: permissionsLoading } = usePermissions();
  const { pages, canOpen } = useAccessiblePages();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      onOpenChange(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onOpenChange]);

  // While the permissions load, every source is asked: the server answers for itself.
  const allowedSources = useMemo(
    () =>
      sources.filter(
        (source) => !source.permission || permissionsLoading || hasPermission(source.permission),
      ),
    [sources, permissionsLoading, hasPermission],
  );

  const currentPath = normalizePath(location.pathname);
  const recentPages = useMemo(
    () =>
      open && userId
        ? readRecentPages(userId)
            .filter((page) => page.path !== currentPath && canOpen(page.path))
            .slice(0, RECENT_PAGES_SHOWN)
        : [],
    [open, userId, currentPath, canOpen],
  );

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const opened = useOpenedOnce(open);
  if (!opened) return null;

  return (
    <Suspense fallback={null}>
      <SearchPalette
        open={open}
        onClose={close}
        sources={allowedSources}
        pages={pages}
        canOpen={canOpen}
        recentPages={recentPages}
        onToggleSidebar={onToggleSidebar}
      />
    </Suspense>
  );
}
