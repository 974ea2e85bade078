import { type AccessCatalogue } from '@px/platform';

/** The permissions and pages customers adds to the access catalogue (synced by `npm run migrate`). */
export const CUSTOMERS_CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: 'customers',
      display_name: 'Clientes',
      icon: 'team',
      resources: {
        customers: {
          display_name: 'Clientes',
          actions: {
            read: 'Ver',
            create: 'Crear',
            update: 'Editar',
            delete: 'Eliminar',
            merge: 'Fusionar',
            import: 'Importar',
            export: 'Exportar',
          },
        },
      },
      sort_order: 20,
    },
  ],
  pages: [
    {
      path: '/customers',
      display_name: 'Clientes',
      category: 'clientes',
      icon: 'team',
      sort_order: 10,
      permission: 'customers.customers.read',
    },
  ],
};
