import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const VehicleReceptionPage = lazyPage(
  () => import('./pages/vehicle-reception-page'),
  'vehicle-reception-page',
);
const CustomerReceiptsPage = lazyPage(
  () => import('./pages/customer-receipts-page'),
  'customer-receipts-page',
);
const CustomerReceiptPage = lazyPage(
  () => import('./pages/customer-receipt-page'),
  'customer-receipt-page',
);

/**
 * SPEC §2's /vehicle-reception (the tablet check-in) and /customer-receipts, /customer-receipts/{id}
 * (the deposit receipts and delivery), behind the per-path access gate (app/router.tsx); the
 * detail follows /customer-receipts' access.
 */
export const receptionRoutes: RouteObject[] = [
  { path: '/vehicle-reception', element: <VehicleReceptionPage /> },
  { path: '/customer-receipts', element: <CustomerReceiptsPage /> },
  { path: '/customer-receipts/:id', element: <CustomerReceiptPage /> },
];
