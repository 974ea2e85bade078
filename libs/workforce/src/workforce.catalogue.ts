import { type AccessCatalogue } from '@px/platform';

/** The permissions and pages workforce adds to the access catalogue (synced by `npm run migrate`). */
export const WORKFORCE_CATALOGUE: AccessCatalogue = {
  permissions: [
    {
      name: 'employees',
      display_name: 'Personal',
      icon: 'idcard',
      resources: {
        employees: {
          display_name: 'Empleados',
          actions: {
            read: 'Ver',
            create: 'Crear',
            update: 'Editar',
          },
        },
        user_roles: {
          display_name: 'Usuarios y roles',
          actions: {
            admin: 'Administrar',
          },
        },
        absences: {
          display_name: 'Ausencias',
          actions: {
            read: 'Ver todas',
            request: 'Solicitar',
            approve: 'Aprobar',
          },
        },
        schedules: {
          display_name: 'Horarios',
          actions: {
            read: 'Ver',
            update: 'Editar',
          },
        },
      },
      sort_order: 80,
    },
    {
      name: 'timeclock',
      display_name: 'Fichaje',
      icon: 'clock-circle',
      resources: {
        entries: {
          display_name: 'Fichajes',
          actions: {
            clock: 'Fichar',
            read: 'Ver todos',
            kiosk: 'Terminal de fichaje',
          },
        },
        timesheets: {
          display_name: 'Registro de jornada',
          actions: {
            read: 'Ver',
            edit: 'Corregir',
          },
        },
      },
      sort_order: 90,
    },
  ],
  pages: [
    {
      path: '/fichaje',
      display_name: 'Fichaje',
      category: 'principal',
      icon: 'clock-circle',
      sort_order: 40,
      permission: null,
    },
    {
      path: '/time-tracking',
      display_name: 'Control horario',
      category: 'principal',
      icon: 'field-time',
      sort_order: 50,
      permission: null,
    },
    {
      path: '/time-clock',
      display_name: 'Reloj de fichaje',
      category: 'personal',
      icon: 'clock-circle',
      sort_order: 10,
      permission: 'timeclock.entries.read',
    },
    {
      path: '/timesheet-editing',
      display_name: 'Edición de fichajes',
      category: 'personal',
      icon: 'edit',
      sort_order: 20,
      permission: 'timeclock.timesheets.edit',
    },
    {
      path: '/employee-management',
      display_name: 'Empleados',
      category: 'personal',
      icon: 'idcard',
      sort_order: 30,
      permission: 'employees.employees.read',
    },
    {
      path: '/absence-management',
      display_name: 'Ausencias',
      category: 'personal',
      icon: 'calendar',
      sort_order: 40,
      // Every worker asks for their own vacation here; whose they see is checked row by row.
      permission: 'employees.absences.request',
    },
    {
      path: '/work-schedule',
      display_name: 'Horarios',
      category: 'personal',
      icon: 'table',
      sort_order: 50,
      permission: 'employees.schedules.read',
    },
    {
      path: '/personal-planning',
      display_name: 'Planificación personal',
      category: 'personal',
      icon: 'project',
      sort_order: 60,
      permission: 'employees.schedules.read',
    },
    {
      path: '/users',
      display_name: 'Usuarios',
      category: 'personal',
      icon: 'user',
      sort_order: 70,
      permission: 'employees.user_roles.admin',
    },
  ],
};
