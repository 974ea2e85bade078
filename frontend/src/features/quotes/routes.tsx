import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const QuotesPage = lazyPage(() => import('./pages/quotes-page'), 'quotes-page');

/**
 * /quotes, "Presupuestos" (SPEC §2), and /quote-system, the same screen under the menu's other
 * name: both behind the per-path access gate (app/router.tsx). One quote opens in its drawer,
 * `?quote=<id>`.
 */
export const quoteRoutes: RouteObject[] = [
  { path: '/quotes', element: <QuotesPage /> },
  { path: '/quote-system', element: <QuotesPage /> },
];
