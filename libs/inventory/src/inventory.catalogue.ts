import { PERMISSIONS } from '@px/contracts';
import { type AccessCatalogue } from '@px/platform';

/** The names the controllers require and the catalogue declares. */
export const INVENTORY_PERMISSIONS = PERMISSIONS.inventory;

/**
 * What inventory adds to access control, synced by `npm run migrate` (new entries are added;
 * nothing an administrator changed is overwritten): the catalogue (`parts`), the shelf
 * (`stock`), suppliers, purchase orders and spare-part requests, and the three pages (SPEC §2).
 */
export const INVENTORY_CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: 'inventory',
      display_name: 'Inventario y recambios',
      icon: 'inbox',
      sort_order: 60,
      resources: {
        parts: {
          display_name: 'Piezas',
          actions: { read: 'Ver', create: 'Crear', update: 'Editar', delete: 'Eliminar' },
        },
        stock: {
          display_name: 'Existencias',
          actions: { read: 'Ver', adjust: 'Ajustar' },
        },
        suppliers: {
          display_name: 'Proveedores',
          actions: { read: 'Ver', create: 'Crear', update: 'Editar' },
        },
        purchase_orders: {
          display_name: 'Pedidos a proveedor',
          actions: { read: 'Ver', create: 'Crear', update: 'Editar' },
        },
        spare_part_requests: {
          display_name: 'Solicitudes de recambios',
          actions: { read: 'Ver', create: 'Solicitar', approve: 'Aprobar' },
        },
      },
    },
  ],
  pages: [
    {
      path: '/inventory',
      display_name: 'Inventario',
      category: 'recambios',
      icon: 'inbox',
      sort_order: 10,
      permission: INVENTORY_PERMISSIONS.parts.read,
    },
    {
      path: '/inventory/analytics',
      display_name: 'Análisis de inventario',
      category: 'recambios',
      icon: 'pie-chart',
      sort_order: 20,
      permission: INVENTORY_PERMISSIONS.stock.read,
    },
    {
      path: '/spare-parts-requests',
      display_name: 'Solicitudes de recambios',
      category: 'recambios',
      icon: 'shopping-cart',
      sort_order: 30,
      permission: INVENTORY_PERMISSIONS.spare_part_requests.read,
    },
  ],
};
