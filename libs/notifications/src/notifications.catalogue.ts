import { type AccessCatalogue } from '@px/platform';

/** The permissions and pages notifications adds to the access catalogue (synced by `npm run migrate`). */
export const NOTIFICATIONS_CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: 'notifications',
      display_name: 'Notificaciones',
      icon: 'bell',
      resources: {
        notifications: {
          display_name: 'Notificaciones',
          actions: {
            create: 'Enviar',
          },
        },
        rules: {
          display_name: 'Reglas de notificación',
          actions: {
            admin: 'Administrar',
          },
        },
      },
      sort_order: 150,
    },
  ],
  pages: [
    {
      path: '/notification-management',
      display_name: 'Notificaciones',
      category: 'administracion',
      icon: 'bell',
      sort_order: 110,
      permission: null,
      admin_only: true,
    },
  ],
};
