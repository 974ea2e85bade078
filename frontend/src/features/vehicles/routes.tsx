import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const VehiclesListPage = lazyPage(() => import('./pages/vehicles-list-page'), 'vehicles-list-page');
const VehicleFormPage = lazyPage(() => import('./pages/vehicle-form-page'), 'vehicle-form-page');
const VehicleDetailPage = lazyPage(
  () => import('./pages/vehicle-detail-page'),
  'vehicle-detail-page',
);
const VehicleHistoryPage = lazyPage(
  () => import('./pages/vehicle-history-page'),
  'vehicle-history-page',
);
const VehicleSettingsPage = lazyPage(
  () => import('./pages/vehicle-settings-page'),
  'vehicle-settings-page',
);

/** The vehicle screens of SPEC §2 (absolute paths; mounted inside the shell's access gate). */
export const vehicleRoutes: RouteObject[] = [
  { path: '/vehicles', element: <VehiclesListPage /> },
  { path: '/vehicles/new', element: <VehicleFormPage /> },
  { path: '/vehicles/:id', element: <VehicleDetailPage /> },
  { path: '/vehicles/:id/edit', element: <VehicleFormPage /> },
  { path: '/vehicles/:id/history', element: <VehicleHistoryPage /> },
  { path: '/vehicles/:id/settings', element: <VehicleSettingsPage /> },
];
