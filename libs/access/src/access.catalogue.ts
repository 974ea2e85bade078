import { type AccessCatalogue } from '@px/platform';

/** The permissions and pages access adds to the access catalogue (synced by `npm run migrate`). */
export const ACCESS_CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: 'administration',
      display_name: 'Administración',
      icon: 'safety-certificate',
      resources: {
        permissions: {
          display_name: 'Roles y permisos',
          actions: {
            admin: 'Administrar',
          },
        },
        pages: {
          display_name: 'Páginas y menú',
          actions: {
            admin: 'Administrar',
          },
        },
      },
      sort_order: 170,
    },
  ],
  pageCategories: [
    {
      name: 'principal',
      display_name: 'Principal',
      icon: 'home',
      sort_order: 10,
    },
    {
      name: 'taller',
      display_name: 'Taller',
      icon: 'tool',
      sort_order: 20,
    },
    {
      name: 'clientes',
      display_name: 'Clientes y vehículos',
      icon: 'team',
      sort_order: 30,
    },
    {
      name: 'comercial',
      display_name: 'Presupuestos y facturas',
      icon: 'file-text',
      sort_order: 40,
    },
    {
      name: 'recambios',
      display_name: 'Recambios',
      icon: 'inbox',
      sort_order: 50,
    },
    {
      name: 'personal',
      display_name: 'Personal y fichaje',
      icon: 'idcard',
      sort_order: 60,
    },
    {
      name: 'tareas',
      display_name: 'Tareas internas',
      icon: 'check-square',
      sort_order: 70,
    },
    {
      name: 'productividad',
      display_name: 'Productividad',
      icon: 'rise',
      sort_order: 80,
    },
    {
      name: 'analisis',
      display_name: 'Análisis',
      icon: 'line-chart',
      sort_order: 90,
    },
    {
      name: 'administracion',
      display_name: 'Administración',
      icon: 'safety-certificate',
      sort_order: 100,
    },
  ],
  pages: [
    {
      path: '/admin',
      display_name: 'Panel de administración',
      category: 'administracion',
      icon: 'safety-certificate',
      sort_order: 10,
      permission: null,
      admin_only: true,
    },
    {
      path: '/admin/users-permissions',
      display_name: 'Usuarios y permisos',
      category: 'administracion',
      icon: 'user-switch',
      sort_order: 20,
      permission: null,
      admin_only: true,
    },
    {
      path: '/admin/permissions',
      display_name: 'Roles y permisos',
      category: 'administracion',
      icon: 'lock',
      sort_order: 30,
      permission: null,
      admin_only: true,
    },
    {
      path: '/admin/pages',
      display_name: 'Páginas y menú',
      category: 'administracion',
      icon: 'menu',
      sort_order: 40,
      permission: null,
      admin_only: true,
    },
  ],
};
