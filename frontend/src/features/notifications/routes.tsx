import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const NotificationRulesPage = lazyPage(
  () => import('./pages/notification-rules-page'),
  'notification-rules-page',
);

/** SPEC §2 admin-only /notification-management (mounted inside the admin route group). */
export const notificationAdminRoutes: RouteObject[] = [
  { path: '/notification-management', element: <NotificationRulesPage /> },
];
