import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const AbsencesPage = lazyPage(() => import('./pages/absences-page'), 'absences-page');

/** SPEC §2's /absence-management (mounted inside the shell's access gate). */
export const absenceRoutes: RouteObject[] = [
  { path: '/absence-management', element: <AbsencesPage /> },
];
