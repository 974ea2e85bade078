import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { useNavigationMenu } from '@/features/shell/api';
import { PAGE_KEYWORDS, type SearchablePage } from './page-matching';
import { type RecentPage, readRecentPages, recordVisit } from './recent-pages';
import { SearchPalette } from './search-palette';

const APP_TITLE = 'PX Taller';
/** Pages reached before their title is set are recorded once the screen has named itself. */
const TITLE_SETTLE_MS = 800;

export interface GlobalSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onToggleSidebar: () => void;
}

/**
 * The palette as the shell mounts it: Ctrl/Cmd+K opens it anywhere, the pages it matches are the
 * user's navigation menu, and every page the user opens is recorded for "Páginas recientes".
 */
export function GlobalSearch({ open, onOpenChange, onToggleSidebar }: GlobalSearchProps) {
  const intl = useIntl();
  const location = useLocation();
  const userId = useAppSelector((state) => state.auth.user?.id);
  const menu = useNavigationMenu(userId);
  const [recent, setRecent] = useState<RecentPage[]>(() => (userId ? readRecentPages(userId) : []));

  const pages = useMemo<SearchablePage[]>(() => {
    const fromMenu = (menu.data ?? []).flatMap((category) =>
      category.items.map((item) => ({
        path: item.href,
        title: item.name,
        keywords: PAGE_KEYWORDS[item.href] ?? [],
      })),
    );
    const always = ['/dashboard', '/profile', '/settings']
      .filter((path) => !fromMenu.some((page) => page.path === path))
      .map((path) => ({
        path,
        title: intl.formatMessage({ id: `search.page.${path.slice(1)}` }),
        keywords: PAGE_KEYWORDS[path] ?? [],
      }));
    return [...fromMenu, ...always];
  }, [menu.data, intl]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        onOpenChange(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onOpenChange]);

  useEffect(() => {
    if (!userId) return;
    const path = location.pathname;
    const timer = window.setTimeout(() => {
      const documentTitle = document.title.trim();
      const menuTitle = pages.find((page) => page.path === path)?.title;
      const title =
        documentTitle && documentTitle !== APP_TITLE ? documentTitle : (menuTitle ?? '');
      setRecent(recordVisit(userId, { path, title, visitedAt: Date.now() }));
    }, TITLE_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [location.pathname, userId, pages]);

  return (
    <SearchPalette
      open={open}
      onClose={() => onOpenChange(false)}
      pages={pages}
      recentPages={recent.filter((page) => page.path !== location.pathname)}
      onToggleSidebar={onToggleSidebar}
    />
  );
}
