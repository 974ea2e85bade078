import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const InventoryAnalyticsPage = lazyPage(
  () => import('./inventory-analytics-page'),
  'inventory-analytics-page',
);

/**
 * /inventory/analytics ("Análisis de inventario"), a lazily loaded screen (the only one that loads
 * the chart library), mounted behind the per-path access gate (app/router.tsx): it opens for whoever
 * has the page in their menu (inventory.stock.read, libs/inventory/src/inventory.catalogue.ts).
 */
export const inventoryAnalyticsRoutes: RouteObject[] = [
  { path: '/inventory/analytics', element: <InventoryAnalyticsPage /> },
];
