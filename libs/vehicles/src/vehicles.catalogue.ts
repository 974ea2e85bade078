import { type AccessCatalogue } from '@px/platform';

/** The permissions and pages vehicles adds to the access catalogue (synced by `npm run migrate`). */
export const VEHICLES_CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: 'vehicles',
      display_name: 'Vehículos',
      icon: 'car',
      resources: {
        vehicles: {
          display_name: 'Vehículos',
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
      sort_order: 30,
    },
  ],
  pages: [
    {
      path: '/vehicles',
      display_name: 'Vehículos',
      category: 'clientes',
      icon: 'car',
      sort_order: 20,
      permission: 'vehicles.vehicles.read',
    },
  ],
};
