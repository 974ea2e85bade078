import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const WorkOrdersListPage = lazyPage(
  () => import('./pages/work-orders-list-page'),
  'work-orders-list-page',
);
const WorkOrderPage = lazyPage(() => import('./pages/work-order-page'), 'work-order-page');
const AssignedOrdersPage = lazyPage(
  () => import('./pages/assigned-orders-page'),
  'assigned-orders-page',
);

/** The work-order screens of SPEC §2; /ordenes is the same list under its Spanish alias. */
export const workOrderRoutes: RouteObject[] = [
  { path: '/orders', element: <WorkOrdersListPage /> },
  { path: '/ordenes', element: <WorkOrdersListPage /> },
  { path: '/orders/:id', element: <WorkOrderPage /> },
  { path: '/orders/:id/edit', element: <WorkOrderPage /> },
  // SPEC §2's "Mis órdenes asignadas", always accessible: the list of one's own orders.
  { path: '/assigned-orders', element: <AssignedOrdersPage /> },
];
