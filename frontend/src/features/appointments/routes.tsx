import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const AppointmentsPage = lazyPage(() => import('./pages/appointments-page'), 'appointments-page');
const NewAppointmentPage = lazyPage(
  () => import('./pages/new-appointment-page'),
  'new-appointment-page',
);
const AppointmentPage = lazyPage(() => import('./pages/appointment-page'), 'appointment-page');
const AppointmentLinkPage = lazyPage(
  () => import('./pages/appointment-link-page'),
  'appointment-link-page',
);

/**
 * SPEC §2's /appointments/* (nested sub-routes of one screen): the calendar, /appointments/new (the
 * palette's quick action) and /appointments/{id}. Behind the per-path access gate: the detail
 * screens follow /appointments' access (features/access/route-access.ts).
 */
export const appointmentsRoutes: RouteObject[] = [
  { path: '/appointments', element: <AppointmentsPage /> },
  { path: '/appointments/new', element: <NewAppointmentPage /> },
  { path: '/appointments/:id', element: <AppointmentPage /> },
];

/**
 * /c/{token}: the reminder e-mail's link for the customer, without a session (public frame, open
 * to a signed-in user too: the desk may check what the customer sees).
 */
export const appointmentLinkRoutes: RouteObject[] = [
  { path: '/c/:token', element: <AppointmentLinkPage /> },
];
