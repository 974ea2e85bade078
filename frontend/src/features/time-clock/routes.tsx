import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const TimeClockPage = lazyPage(() => import('./pages/time-clock-page'), 'time-clock-page');

/** SPEC §2's time clock: /fichaje (always accessible) and /time-clock are the same screen. */
export const timeClockRoutes: RouteObject[] = [
  { path: '/fichaje', element: <TimeClockPage /> },
  { path: '/time-clock', element: <TimeClockPage /> },
];
