import { type AccessCatalogue } from '@px/platform';

/** `<group>.<resource>.<action>`: the names the controller requires and the catalogue declares. */
export const __NAME___PERMISSIONS = {
  read: '__name_snake__.__resource_snake__.read',
  create: '__name_snake__.__resource_snake__.create',
} as const;

/**
 * What __Title__ adds to access control, synced by `npm run migrate` (new entries are added;
 * nothing an administrator changed is overwritten): its permission group, shown at
 * /admin/permissions, and its page in the menu for whoever holds the read permission.
 * Administrator roles hold every permission. On a new database the other system roles get the
 * defaults of libs/access/src/catalogue/roles.catalogue.ts; on an existing one, grant them at
 * /admin/permissions.
 */
export const __NAME___CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: '__name_snake__',
      display_name: '__Title__',
      icon: 'appstore',
      sort_order: 500,
      resources: {
        __resource_snake__: {
          display_name: '__Title__',
          actions: { read: 'Ver', create: 'Crear' },
        },
      },
    },
  ],
  pages: [
    {
      path: '/__name__',
      display_name: '__Title__',
      category: 'taller',
      icon: 'appstore',
      sort_order: 900,
      permission: __NAME___PERMISSIONS.read,
    },
  ],
};
