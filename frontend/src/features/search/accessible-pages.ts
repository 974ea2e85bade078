import type { NavigationMenuCategory, NavigationPage } from '@px/contracts';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { useSidebarQuery } from '@/features/access/api';
import { usePermissions } from '@/features/access/permissions-context';
import {
  ALWAYS_ACCESSIBLE_PATHS,
  canAccessRoute,
  normalizePath,
} from '@/features/access/route-access';
import { useNavigationMenu } from '@/features/shell/api';
import { keywordsFor, type SearchablePage } from './page-matching';

export interface SearchablePagesInput {
  /** The server's navigation menu for this user (GET /api/navigation/menu). */
  menu: readonly NavigationMenuCategory[];
  /** The pages the user may open (GET /api/permissions-dynamic/user/sidebar), null if unknown. */
  sidebar: readonly NavigationPage[] | null;
  /** SPEC §5 route access for this user. */
  canOpen: (path: string) => boolean;
  /** A title for an always-accessible page the menu does not list (e.g. /profile). */
  fallbackTitle: (path: string) => string | undefined;
}

/**
 * The pages page-name matching may offer: the items of the user's menu, then the always-accessible
 * pages the menu hides (profile, settings...), each kept only if the user may open it, once.
 */
export function buildSearchablePages({
  menu,
  sidebar,
  canOpen,
  fallbackTitle,
}: SearchablePagesInput): SearchablePage[] {
  const pages: SearchablePage[] = [];
  const seen = new Set<string>();
  const add = (path: string, title: string | undefined) => {
    const normalized = normalizePath(path);
    if (!title || seen.has(normalized) || !canOpen(normalized)) return;
    seen.add(normalized);
    pages.push({ path: normalized, title, keywords: keywordsFor(normalized) });
  };
  for (const category of menu) {
    for (const item of category.items) add(item.href, item.name);
  }
  for (const path of ALWAYS_ACCESSIBLE_PATHS) {
    const listed = sidebar?.find((page) => normalizePath(page.path) === path)?.display_name;
    add(path, listed || fallbackTitle(path));
  }
  return pages;
}

/** Message id of an always-accessible page's fallback title ("/time-tracking" → "search.page.time-tracking"). */
export function fallbackTitleId(path: string): string {
  return `search.page.${normalizePath(path).slice(1).replace(/\//g, '.')}`;
}

export interface AccessiblePages {
  pages: SearchablePage[];
  /** SPEC §5: whether this user may open `path` (only always-accessible pages until known). */
  canOpen: (path: string) => boolean;
}

/** The pages this user may open, from the access feature's navigation data (cached queries). */
export function useAccessiblePages(): AccessiblePages {
  const intl = useIntl();
  const userId = useAppSelector((state) => state.auth.user?.id);
  const menu = useNavigationMenu(userId);
  const sidebar = useSidebarQuery(userId);
  const { roleNames } = usePermissions();

  const sidebarPages = sidebar.isSuccess ? sidebar.data : null;
  const canOpen = useCallback(
    (path: string) =>
      canAccessRoute({
        path,
        roleNames,
        sidebarPaths: sidebarPages ? sidebarPages.map((page) => page.path) : null,
      }),
    [roleNames, sidebarPages],
  );

  const pages = useMemo(
    () =>
      buildSearchablePages({
        menu: menu.data ?? [],
        sidebar: sidebarPages,
        canOpen,
        fallbackTitle: (path) => {
          const id = fallbackTitleId(path);
          return intl.messages[id] ? intl.formatMessage({ id }) : undefined;
        },
      }),
    [menu.data, sidebarPages, canOpen, intl],
  );

  return { pages, canOpen };
}
