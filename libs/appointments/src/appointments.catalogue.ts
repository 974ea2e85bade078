import { PERMISSIONS } from '@px/contracts';
import { type AccessCatalogue } from '@px/platform';

/** The names the controller requires and the catalogue declares. */
export const APPOINTMENTS_PERMISSIONS = PERMISSIONS.appointments.appointments;

/**
 * What appointments adds to access control, synced by `npm run migrate` (new entries are added;
 * nothing an administrator changed is overwritten): its permission group at /admin/permissions and
 * the /appointments page for whoever reads appointments. `override` books over another booking of
 * the same mechanic or bay (the jefe de taller's call; reception holds the rest).
 */
export const APPOINTMENTS_CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: 'appointments',
      display_name: 'Citas',
      icon: 'calendar',
      sort_order: 40,
      resources: {
        appointments: {
          display_name: 'Citas',
          actions: {
            read: 'Ver',
            create: 'Crear',
            update: 'Editar',
            delete: 'Eliminar',
            override: 'Forzar solapes',
          },
        },
      },
    },
  ],
  pages: [
    {
      path: '/appointments',
      display_name: 'Citas',
      category: 'taller',
      icon: 'calendar',
      sort_order: 40,
      permission: APPOINTMENTS_PERMISSIONS.read,
    },
  ],
};
