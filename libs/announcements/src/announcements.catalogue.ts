import { type AccessCatalogue } from '@px/platform';

/** The permissions and pages announcements adds to the access catalogue (synced by `npm run migrate`). */
export const ANNOUNCEMENTS_CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: 'announcements',
      display_name: 'Novedades',
      icon: 'notification',
      resources: {
        announcements: {
          display_name: 'Novedades',
          actions: {
            admin: 'Administrar',
          },
        },
      },
      sort_order: 160,
    },
  ],
  pages: [
    {
      path: '/admin/announcements',
      display_name: 'Novedades',
      category: 'administracion',
      icon: 'notification',
      sort_order: 90,
      permission: null,
      admin_only: true,
    },
  ],
};
