import { type AccessCatalogue } from '@px/platform';

/** The permissions and pages system adds to the access catalogue (synced by `npm run migrate`). */
export const SYSTEM_CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: 'system',
      display_name: 'Sistema',
      icon: 'setting',
      resources: {
        settings: {
          display_name: 'Configuración del sistema',
          actions: {
            admin: 'Administrar',
          },
        },
        database: {
          display_name: 'Base de datos',
          actions: {
            admin: 'Administrar',
          },
        },
        features: {
          display_name: 'Funcionalidades',
          actions: {
            admin: 'Administrar',
          },
        },
        dictionary: {
          display_name: 'Diccionario',
          actions: {
            admin: 'Administrar',
          },
        },
        eventing: {
          display_name: 'Eventos',
          actions: {
            admin: 'Administrar',
          },
        },
      },
      sort_order: 180,
    },
  ],
  pages: [
    {
      path: '/dashboard',
      display_name: 'Panel',
      category: 'principal',
      icon: 'dashboard',
      sort_order: 10,
      permission: null,
    },
    {
      path: '/admin/system',
      display_name: 'Sistema',
      category: 'administracion',
      icon: 'setting',
      sort_order: 60,
      permission: null,
      admin_only: true,
    },
    {
      path: '/admin/database-management',
      display_name: 'Base de datos',
      category: 'administracion',
      icon: 'database',
      sort_order: 70,
      permission: null,
      admin_only: true,
    },
    {
      path: '/admin/eventing',
      display_name: 'Eventos',
      category: 'administracion',
      icon: 'thunderbolt',
      sort_order: 80,
      permission: null,
      admin_only: true,
    },
    {
      path: '/feature-management',
      display_name: 'Funcionalidades',
      category: 'administracion',
      icon: 'appstore',
      sort_order: 120,
      permission: null,
      admin_only: true,
    },
    {
      path: '/dictionary-admin',
      display_name: 'Diccionario',
      category: 'administracion',
      icon: 'book',
      sort_order: 130,
      permission: null,
      admin_only: true,
    },
  ],
};
