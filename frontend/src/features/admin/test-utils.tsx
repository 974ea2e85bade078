import { PERMISSIONS } from '@px/contracts';
import type { ReactElement } from 'react';
import { renderRoute } from '@/test-utils';

export { stubApi } from '@/test-utils';

/** Renders an admin screen at `path` inside the app providers and a memory router. */
export function renderAdminPage(page: ReactElement, path: string) {
  return renderRoute(page, path);
}

export const ROLE_ADMIN = {
  id: 'r-admin',
  name: 'administrador',
  display_name: 'Administrador',
  description: null,
  priority: 100,
  is_system: true,
  user_count: 1,
  permission_count: 0,
};

export const ROLE_MECHANIC = {
  id: 'r-mec',
  name: 'mecanico',
  display_name: 'Mecánico',
  description: 'Trabaja en las órdenes',
  priority: 10,
  is_system: true,
  user_count: 4,
  permission_count: 1,
};

const WORK_ORDERS = { id: 'm-wo', name: 'work_orders', display_name: 'Órdenes de trabajo' };

export const PERMISSION_READ = {
  id: 'p-read',
  name: PERMISSIONS.work_orders.orders.read,
  resource: 'orders',
  action: 'read',
  display_name: 'Ver órdenes',
  description: null,
  is_active: true,
  module: WORK_ORDERS,
};

export const PERMISSION_UPDATE = {
  ...PERMISSION_READ,
  id: 'p-update',
  name: PERMISSIONS.work_orders.orders.update,
  action: 'update',
  display_name: 'Editar órdenes',
};
