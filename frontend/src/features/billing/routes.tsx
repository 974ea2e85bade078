import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const InvoicesPage = lazyPage(() => import('./pages/invoices-page'), 'invoices-page');

/**
 * /facturas, "Facturas" (SPEC §2), a lazily loaded screen behind the per-path access gate
 * (app/router.tsx): it opens for whoever has the page in their menu, i.e. may read invoices
 * (libs/billing/src/billing.catalogue.ts). One invoice opens in its drawer, `?invoice=<id>`.
 */
export const billingRoutes: RouteObject[] = [{ path: '/facturas', element: <InvoicesPage /> }];
