import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { normalizePath, parentListPath } from '@/features/access/route-access';
import { useAccessiblePages } from './accessible-pages';
import { isRecordablePath, recordVisit, screenTitleOf } from './recent-pages';

/**
 * Records every page the signed-in user opens for "Páginas recientes" (mounted once by the shell).
 * A page is recorded only if the user may open it and it has a known title: the title its screen
 * gives the browser tab (a customer's name, a vehicle's plate), else its name in the menu. The tab
 * title is watched while the user stays, because a detail screen names itself once its data loads.
 */
export function useRecordPageVisits(): void {
  const userId = useAppSelector((state) => state.auth.user?.id);
  const location = useLocation();
  const { pages, canOpen } = useAccessiblePages();
  const path = normalizePath(location.pathname);
  const menuTitle = pages.find((page) => page.path === path)?.title;
  // A known page, or the detail of one (/customers/42): never a not-found or denied address.
  const recordable =
    Boolean(userId) &&
    isRecordablePath(path) &&
    canOpen(path) &&
    (menuTitle !== undefined || parentListPath(path) !== null);

  useEffect(() => {
    if (!userId || !recordable) return;
    const visitedAt = Date.now();
    const record = () => {
      const title = screenTitleOf(document.title) ?? menuTitle;
      if (title) recordVisit(userId, { path, title, visitedAt });
    };
    record();
    if (typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(record);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [userId, recordable, path, menuTitle]);
}
