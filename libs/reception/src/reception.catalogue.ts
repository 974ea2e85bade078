import { PERMISSIONS } from '@px/contracts';
import { type AccessCatalogue } from '@px/platform';

/** The names the controller requires and the catalogue declares. */
export const RECEPTION_PERMISSIONS = PERMISSIONS.reception;

/**
 * What reception adds to access control, synced by `npm run migrate` (new entries are added;
 * nothing an administrator changed is overwritten): receiving cars on the tablet (`receptions`)
 * and the deposit receipts with their delivery (`receipts`), and the two pages.
 */
export const RECEPTION_CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: 'reception',
      display_name: 'Recepción',
      icon: 'login',
      sort_order: 50,
      resources: {
        receptions: {
          display_name: 'Recepciones',
          actions: { read: 'Ver', create: 'Registrar', update: 'Editar' },
        },
        receipts: {
          display_name: 'Resguardos',
          actions: { read: 'Ver', create: 'Crear', update: 'Editar' },
        },
      },
    },
  ],
  pages: [
    {
      path: '/vehicle-reception',
      display_name: 'Recepción de vehículos',
      category: 'taller',
      icon: 'login',
      sort_order: 20,
      permission: RECEPTION_PERMISSIONS.receptions.create,
    },
    {
      path: '/customer-receipts',
      display_name: 'Resguardos de depósito',
      category: 'taller',
      icon: 'file-protect',
      sort_order: 30,
      permission: RECEPTION_PERMISSIONS.receipts.read,
    },
  ],
};
