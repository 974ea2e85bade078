import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const InventoryPage = lazyPage(() => import('./pages/inventory-page'), 'inventory-page');

/**
 * /inventory, a lazily loaded screen, mounted behind the per-path access gate (app/router.tsx): it
 * opens for whoever has the page in their menu (libs/inventory/src/inventory.catalogue.ts).
 */
export const inventoryRoutes: RouteObject[] = [{ path: '/inventory', element: <InventoryPage /> }];
