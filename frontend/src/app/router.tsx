import {
  Navigate,
  Outlet,
  type RouteObject,
  createBrowserRouter,
  useLocation,
} from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { PublicLayout } from './layout/public-layout';
import { lazyPage } from './lazy-page';
import { RouteErrorScreen } from './route-error-screen';

// Every screen is a lazily loaded chunk (DESIGN §8). Name them after their file so a stale chunk
// shows up clearly in the logs.
const NotFoundPage = lazyPage(() => import('@/features/errors/not-found-page'), 'not-found-page');

/** The app-wide error boundary; it starts afresh when the user moves to another address. */
function RootLayout() {
  const location = useLocation();
  return (
    <ErrorBoundary name="root" resetKey={location.pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}

/**
 * The route table. Three groups hang off the root, each with its own layout and guard:
 *
 *  1. PUBLIC (PublicLayout): /login and /register — added by the identity issue, wrapped in a
 *     guard that sends an authenticated user to /dashboard (SPEC §2 "Public routes").
 *  2. PROTECTED (AppShell with sidebar + top bar, behind RequireAuth and the per-path permission
 *     guard): /dashboard, /orders, /customers, ... (SPEC §2 "Protected routes").
 *  3. ADMIN (same shell, behind RequireAdmin): /admin/*, /dictionary-admin, ... (SPEC §2).
 *
 * Until the identity issue lands nobody can be authenticated, so "/" goes to /login and every
 * unknown address (including /login itself for now) renders the not-found page in PublicLayout.
 * Then "/" and "*" become "redirect to /dashboard when authenticated, otherwise to /login".
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },

      // PUBLIC group — the identity issue adds { path: 'login' } and { path: 'register' } here.
      {
        element: <PublicLayout />,
        children: [{ path: '*', element: <NotFoundPage /> }],
      },

      // PROTECTED group — { element: <RequireAuth><AppShell /></RequireAuth>, children: [...] }
      // ADMIN group — { element: <RequireAdmin><AppShell /></RequireAdmin>, children: [...] }
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
