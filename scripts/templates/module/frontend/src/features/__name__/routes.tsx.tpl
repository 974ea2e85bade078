import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const __Name__Page = lazyPage(() => import('./pages/__name__-page'), '__name__-page');

/**
 * /__name__, a lazily loaded screen, mounted behind the per-path access gate (app/router.tsx): it
 * opens for whoever has the page in their menu (libs/__name__/src/__name__.catalogue.ts).
 */
export const __nameCamel__Routes: RouteObject[] = [
  { path: '/__name__', element: <__Name__Page /> },
];
