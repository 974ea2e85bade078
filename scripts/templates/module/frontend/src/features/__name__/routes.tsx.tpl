import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const __Name__Page = lazyPage(() => import('./pages/__name__-page'), '__name__-page');

/**
 * /__name__, a lazily loaded screen. Mounted in the admin route group (app/router.tsx) while the
 * module's permissions are administrators' only (docs/new-module.md, "Permissions").
 */
export const __nameCamel__Routes: RouteObject[] = [
  { path: '/__name__', element: <__Name__Page /> },
];
