import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const TimeTrackingPage = lazyPage(() => import('./pages/time-tracking-page'), 'time-tracking-page');
const TimesheetEditingPage = lazyPage(
  () => import('./pages/timesheet-editing-page'),
  'timesheet-editing-page',
);

/**
 * SPEC §2's registro de jornada: /time-tracking (always accessible: a worker's own history) and
 * /timesheet-editing (managers: timeclock.timesheets.edit, through the page's permission).
 */
export const timesheetRoutes: RouteObject[] = [
  { path: '/time-tracking', element: <TimeTrackingPage /> },
  { path: '/timesheet-editing', element: <TimesheetEditingPage /> },
];
