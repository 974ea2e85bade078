import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const SparePartRequestsPage = lazyPage(
  () => import('./pages/spare-part-requests-page'),
  'spare-part-requests-page',
);

/**
 * /spare-parts-requests, "Solicitudes de recambios" (SPEC §2), behind the per-path access gate
 * (app/router.tsx): it opens for whoever has the page in their menu, i.e. may read requests
 * (libs/inventory/src/inventory.catalogue.ts). Notifications link to `?request=<id>`.
 */
export const sparePartRequestRoutes: RouteObject[] = [
  { path: '/spare-parts-requests', element: <SparePartRequestsPage /> },
];
