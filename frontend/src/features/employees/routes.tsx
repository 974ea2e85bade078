import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const EmployeesPage = lazyPage(() => import('./pages/employees-page'), 'employees-page');

/** SPEC §2's /employee-management (mounted inside the shell's access gate). */
export const employeeRoutes: RouteObject[] = [
  { path: '/employee-management', element: <EmployeesPage /> },
];
