import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const CustomersListPage = lazyPage(
  () => import('./pages/customers-list-page'),
  'customers-list-page',
);
const CustomerFormPage = lazyPage(() => import('./pages/customer-form-page'), 'customer-form-page');
const CustomerDetailPage = lazyPage(
  () => import('./pages/customer-detail-page'),
  'customer-detail-page',
);

/** The customer screens of SPEC §2 (absolute paths; mounted inside the shell's access gate). */
export const customerRoutes: RouteObject[] = [
  { path: '/customers', element: <CustomersListPage /> },
  { path: '/customers/new', element: <CustomerFormPage /> },
  { path: '/customers/:id', element: <CustomerDetailPage /> },
  { path: '/customers/:id/edit', element: <CustomerFormPage /> },
];
