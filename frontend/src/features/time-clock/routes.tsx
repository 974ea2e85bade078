import type { RouteObject } from 'react-router-dom';
import { useSearchParams } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { isKioskSearch } from './kiosk-mode';

const TimeClockPage = lazyPage(() => import('./pages/time-clock-page'), 'time-clock-page');
const KioskPage = lazyPage(() => import('./pages/kiosk-page'), 'kiosk-page');

/** The worker's own time clock, or with `?kiosk=1` the shared terminal (each its own chunk). */
function TimeClockScreen() {
  const [search] = useSearchParams();
  return isKioskSearch(`?${search.toString()}`) ? <KioskPage /> : <TimeClockPage />;
}

/**
 * SPEC §2's time clock: /fichaje (always accessible) and /time-clock are the same screen; either
 * with `?kiosk=1` is the kiosk (a signed-in account holding timeclock.entries.kiosk).
 */
export const timeClockRoutes: RouteObject[] = [
  { path: '/fichaje', element: <TimeClockScreen /> },
  { path: '/time-clock', element: <TimeClockScreen /> },
];
