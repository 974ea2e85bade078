import { type AccessCatalogue } from '@px/platform';

/** The permissions and pages work-orders adds to the access catalogue (synced by `npm run migrate`). */
export const WORK_ORDERS_CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: 'work_orders',
      display_name: 'Órdenes de trabajo',
      icon: 'tool',
      resources: {
        orders: {
          display_name: 'Órdenes',
          actions: {
            read: 'Ver',
            create: 'Crear',
            update: 'Editar',
            delete: 'Eliminar',
            read_all: 'Ver todas',
            assign: 'Asignar',
            reopen: 'Reabrir',
            work: 'Trabajar las asignadas',
          },
        },
        items: {
          display_name: 'Líneas',
          actions: {
            read: 'Ver',
            create: 'Crear',
            update: 'Editar',
            delete: 'Eliminar',
            price: 'Fijar precio, descuento e IVA',
          },
        },
      },
      sort_order: 10,
    },
  ],
  pages: [
    {
      path: '/assigned-orders',
      display_name: 'Mis órdenes asignadas',
      category: 'principal',
      icon: 'solution',
      sort_order: 30,
      permission: null,
    },
    {
      path: '/orders',
      display_name: 'Órdenes de trabajo',
      category: 'taller',
      icon: 'tool',
      sort_order: 10,
      permission: 'work_orders.orders.read',
    },
    {
      path: '/ordenes',
      display_name: 'Órdenes',
      category: 'taller',
      icon: 'tool',
      sort_order: 11,
      permission: 'work_orders.orders.read',
      hidden: true,
    },
  ],
};
