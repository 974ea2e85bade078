import { type AccessCatalogue } from '@px/platform';

/** The permissions and pages identity adds to the access catalogue (synced by `npm run migrate`). */
export const IDENTITY_CATALOGUE: AccessCatalogue = {
  pages: [
    {
      path: '/profile',
      display_name: 'Mi perfil',
      category: 'principal',
      icon: 'user',
      sort_order: 90,
      permission: null,
      hidden: true,
    },
    {
      path: '/settings',
      display_name: 'Configuración',
      category: 'principal',
      icon: 'setting',
      sort_order: 95,
      permission: null,
      hidden: true,
    },
  ],
};
