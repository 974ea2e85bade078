import { ADMIN_ROLE_NAMES } from '@px/contracts';
import { Outlet, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { adminRoutes, userRoutes } from '@/features/admin/routes';
import { announcementAdminRoutes } from '@/features/announcements/routes';
import { customerRoutes } from '@/features/customers/routes';
import { employeeRoutes } from '@/features/employees/routes';
import { absenceRoutes } from '@/features/absences/routes';
import { notificationAdminRoutes } from '@/features/notifications/routes';
import { timeClockRoutes } from '@/features/time-clock/routes';
import { timesheetRoutes } from '@/features/timesheets/routes';
import { vehicleRoutes } from '@/features/vehicles/routes';
import { workOrderRoutes } from '@/features/work-orders/routes';
import { workCalendarRoutes } from '@/features/work-calendar/routes';
import { appointmentLinkRoutes, appointmentsRoutes } from '@/features/appointments/routes';
import { quoteApprovalRoutes } from '@/features/quote-approval/routes';
import { receptionRoutes } from '@/features/reception/routes';
import { inventoryRoutes } from '@/features/inventory/routes';
import { inventoryAnalyticsRoutes } from '@/features/inventory/analytics/routes';
import { sparePartRequestRoutes } from '@/features/spare-part-requests/routes';
import { billingRoutes } from '@/features/billing/routes';
import { billingCertificateRoutes } from '@/features/billing-certificate/routes';
import { quoteRoutes } from '@/features/quotes/routes';
// new-module: route imports
import { PermissionsProvider } from '@/features/access/permissions-context';
import { RouteAccessGate } from '@/features/access/route-access-gate';
import { RouteGuard } from '@/features/access/route-guard';
import { AuthBootstrap } from '@/features/auth/session-events';
import { ErrorBoundary } from './error-boundary';
import { HomeRedirect, PublicOnlyRoute, RequireAuth } from './guards/auth-guards';
import { PublicLayout } from './layout/public-layout';
import { lazyPage } from './lazy-page';
import { routePatterns } from './route-patterns';

// Every screen is a lazily loaded chunk (DESIGN §8). Name them after their file so a stale chunk
// shows up clearly in the logs.
const LoginPage = lazyPage(() => import('@/features/auth/login-page'), 'login-page');
const RegisterPage = lazyPage(() => import('@/features/auth/register-page'), 'register-page');
const ChangePasswordPage = lazyPage(
  () => import('@/features/auth/change-password-page'),
  'change-password-page',
);
// The shell (sidebar, top bar, palette, notifications, realtime) is a chunk of its own: the
// sign-in screens do not download it.
const AppShell = lazyPage(
  () => import('@/features/shell/app-shell').then(({ AppShell: Shell }) => ({ default: Shell })),
  'app-shell',
);
const DashboardPage = lazyPage(() => import('@/features/home/dashboard-page'), 'dashboard-page');
const ProfilePage = lazyPage(() => import('@/features/profile/profile-page'), 'profile-page');
const SettingsPage = lazyPage(() => import('@/features/settings/settings-page'), 'settings-page');
const ModuleUnavailablePage = lazyPage(
  () => import('@/features/errors/module-unavailable-page'),
  'module-unavailable-page',
);

/**
 * SPEC §2 protected routes whose screens belong to later issues. They are real routes with the
 * access rules of SPEC §5, and show one honest "Este módulo aún no está disponible" screen until
 * their module lands (no stubs, no fake data). A later issue replaces its entries here.
 */
export const PENDING_MODULE_PATHS: readonly string[] = [
  'kpis',
  'kpi-test',
  'kpi-dashboard',
  'analytics',
  'workload-prediction',
  'surveys',
  'internal-tasks',
  'internal-task-registration',
  'internal-task-assignment',
  'internal-task-summary',
  'my-tasks',
  'visual-planner',
  'productivity/dashboard',
  'productivity/mechanics',
  'productivity/projections',
  'productivity/incentives',
  'productivity/audit',
  'ai-productivity',
];

/**
 * SPEC §2 admin-only routes not built yet (the built ones come from `adminRoutes`: /admin,
 * /admin/users-permissions, /admin/permissions, /admin/pages; `announcementAdminRoutes`:
 * /admin/announcements; `notificationAdminRoutes`: /notification-management).
 */
export const PENDING_ADMIN_PATHS: readonly string[] = [
  'admin/database-management',
  'admin/kpis',
  'admin/system',
  'admin/eventing',
  'dictionary-admin',
  'feature-management',
  'lift-configuration',
  'ai-productivity-admin',
];

/** The app-wide error boundary and the session start-up; it starts afresh on each address. */
function RootLayout() {
  const location = useLocation();
  return (
    <ErrorBoundary name="root" resetKey={location.pathname}>
      <AuthBootstrap />
      <Outlet />
    </ErrorBoundary>
  );
}

/** Protected area: a session, the user's permissions and the shell. */
function ProtectedLayout() {
  return (
    <PermissionsProvider>
      <Outlet />
    </PermissionsProvider>
  );
}

function AdminArea() {
  return (
    <RouteGuard allowedRoles={ADMIN_ROLE_NAMES}>
      <Outlet />
    </RouteGuard>
  );
}

const unavailable = (path: string): RouteObject => ({ path, element: <ModuleUnavailablePage /> });

/**
 * The route table. Off the root:
 *
 *  1. PUBLIC (PublicLayout, PublicOnlyRoute): /login and /register; an authenticated user goes to
 *     /dashboard (SPEC §2 "Public routes"). The customer's signed-link pages (/c/{token}) use the
 *     public frame for anyone, signed in or not; so does a quote's approval link (/q/{token}).
 *  2. PROTECTED (RequireAuth → PermissionsProvider):
 *     - /change-password (public frame) for a user with a temporary password;
 *     - the shell (AppShell) with
 *       a. the per-path guard of SPEC §5 (RouteAccessGate) around every SPEC §2 protected route;
 *       b. ADMIN (RouteGuard with the administrator roles, SPEC §6) around the admin-only routes,
 *          including the admin screens of `features/admin/routes.tsx`.
 *  3. "/" and any unknown address: /dashboard when authenticated, otherwise /login.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              { path: 'login', element: <LoginPage /> },
              { path: 'register', element: <RegisterPage /> },
            ],
          },
        ],
      },
      // The customer's pages from a signed link (a reminder's /c/{token}, a quote's /q/{token}):
      // no session needed.
      { element: <PublicLayout />, children: [...appointmentLinkRoutes, ...quoteApprovalRoutes] },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <PublicLayout />,
            children: [{ path: 'change-password', element: <ChangePasswordPage /> }],
          },
          {
            element: <ProtectedLayout />,
            children: [
              {
                element: <AppShell />,
                children: [
                  {
                    element: <RouteAccessGate />,
                    children: [
                      { path: 'dashboard', element: <DashboardPage /> },
                      { path: 'profile', element: <ProfilePage /> },
                      { path: 'settings', element: <SettingsPage /> },
                      ...userRoutes,
                      ...workOrderRoutes,
                      ...customerRoutes,
                      ...vehicleRoutes,
                      ...timeClockRoutes,
                      ...employeeRoutes,
                      ...absenceRoutes,
                      ...timesheetRoutes,
                      ...workCalendarRoutes,
                      ...appointmentsRoutes,
                      ...receptionRoutes,
                      ...inventoryRoutes,
                      ...inventoryAnalyticsRoutes,
                      ...sparePartRequestRoutes,
                      ...billingRoutes,
                      ...billingCertificateRoutes,
                      ...quoteRoutes,
                      // new-module: routes
                      ...PENDING_MODULE_PATHS.map(unavailable),
                    ],
                  },
                  {
                    element: <AdminArea />,
                    children: [
                      ...adminRoutes,
                      ...announcementAdminRoutes,
                      ...notificationAdminRoutes,
                      ...PENDING_ADMIN_PATHS.map(unavailable),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];

// The screens' paths, for the accessibility test that visits every one (route-patterns.ts).
if (typeof window !== 'undefined') window.__PX_ROUTE_PATTERNS__ = routePatterns(routes);

/**
 * The route table, rendered inside a declarative <BrowserRouter> (app.tsx). Nothing here uses
 * loaders, actions or blockers, and the data router that serves them (createBrowserRouter) was a
 * third of React Router's code on every first load (docs/decisions.md, "Declarative router").
 * Render errors are caught by RootLayout's boundary.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
