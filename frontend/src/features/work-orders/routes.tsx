import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const WorkOrdersListPage = lazyPage(
  () => import('./pages/work-orders-list-page'),
  'work-orders-list-page',
);
const WorkOrderPage = lazyPage(() => import('./pages/work-order-page'), 'work-order-page');

/** The work-order screens of SPEC §2; /ordenes is the same list under its Spanish alias. */
export const workOrderRoutes: RouteObject[] = [
  { path: '/orders', element: <WorkOrdersListPage /> },
  { path: '/ordenes', element: <WorkOrdersListPage /> },
  { path: '/orders/:id', element: <WorkOrderPage /> },
  { path: '/orders/:id/edit', element: <WorkOrderPage /> },
];
