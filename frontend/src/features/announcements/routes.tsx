import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const AnnouncementsAdminPage = lazyPage(
  () => import('./pages/announcements-admin-page'),
  'announcements-admin-page',
);

/** SPEC §2 admin-only /admin/announcements (mounted inside the admin route group). */
export const announcementAdminRoutes: RouteObject[] = [
  { path: '/admin/announcements', element: <AnnouncementsAdminPage /> },
];
