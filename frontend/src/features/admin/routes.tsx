import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

// Every admin screen is its own lazily loaded chunk (DESIGN §8), named after its file.
const AdminIndexPage = lazyPage(() => import('./pages/admin-index-page'), 'admin-index-page');
const UsersPermissionsPage = lazyPage(
  () => import('./pages/users-permissions-page'),
  'users-permissions-page',
);
const PermissionsPage = lazyPage(() => import('./pages/permissions-page'), 'permissions-page');
const PagesAdminPage = lazyPage(() => import('./pages/pages-admin-page'), 'pages-admin-page');

/**
 * The admin screens of SPEC §2 "Admin-only routes" built so far. The app router mounts them inside
 * the admin-only, shell-wrapped route group; the paths are absolute so they work at any nesting.
 * The router's Suspense boundary shows the loading state while a chunk arrives.
 */
export const adminRoutes: RouteObject[] = [
  { path: '/admin', element: <AdminIndexPage /> },
  { path: '/admin/users-permissions', element: <UsersPermissionsPage /> },
  { path: '/admin/permissions', element: <PermissionsPage /> },
  { path: '/admin/pages', element: <PagesAdminPage /> },
];

/**
 * SPEC §2's /users: the same accounts screen for whoever manages the staff's accounts
 * (employees.user_roles.admin, the route's catalogue permission), inside the per-path access gate
 * rather than the administrators-only area.
 */
export const userRoutes: RouteObject[] = [{ path: '/users', element: <UsersPermissionsPage /> }];
