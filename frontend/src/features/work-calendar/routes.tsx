import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const WorkSchedulePage = lazyPage(() => import('./pages/work-schedule-page'), 'work-schedule-page');
const PersonalPlanningPage = lazyPage(
  () => import('./pages/personal-planning-page'),
  'personal-planning-page',
);

/** SPEC §2's /work-schedule and /personal-planning (mounted inside the shell's access gate). */
export const workCalendarRoutes: RouteObject[] = [
  { path: '/work-schedule', element: <WorkSchedulePage /> },
  { path: '/personal-planning', element: <PersonalPlanningPage /> },
];
