import { type CatalogueIcon } from '@px/contracts';

/**
 * The permission catalogue: every module and `module.resource.action` the product checks. Synced
 * into the database by `npm run migrate` (new entries are added; nothing an administrator changed is
 * overwritten). Later modules add their permissions here.
 */
export interface ModuleSpec {
  name: string;
  display_name: string;
  icon: CatalogueIcon;
  resources: Record<string, { display_name: string; actions: Record<string, string> }>;
}

const CRUD = { read: 'Ver', create: 'Crear', update: 'Editar', delete: 'Eliminar' };

export const MODULES: ModuleSpec[] = [
  {
    name: 'work_orders',
    display_name: 'Órdenes de trabajo',
    icon: 'tool',
    resources: {
      orders: {
        display_name: 'Órdenes',
        actions: {
          ...CRUD,
          // read alone opens the orders assigned to the user's employee record; read_all, all.
          read_all: 'Ver todas',
          assign: 'Asignar',
          reopen: 'Reabrir',
          work: 'Trabajar las asignadas',
        },
      },
      items: { display_name: 'Líneas', actions: CRUD },
    },
  },
  {
    name: 'customers',
    display_name: 'Clientes',
    icon: 'team',
    resources: {
      customers: {
        display_name: 'Clientes',
        actions: { ...CRUD, merge: 'Fusionar', import: 'Importar', export: 'Exportar' },
      },
    },
  },
  {
    name: 'vehicles',
    display_name: 'Vehículos',
    icon: 'car',
    resources: {
      vehicles: {
        display_name: 'Vehículos',
        actions: { ...CRUD, merge: 'Fusionar', import: 'Importar', export: 'Exportar' },
      },
    },
  },
  {
    name: 'appointments',
    display_name: 'Citas',
    icon: 'calendar',
    resources: { appointments: { display_name: 'Citas', actions: CRUD } },
  },
  {
    name: 'reception',
    display_name: 'Recepción',
    icon: 'login',
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
  {
    name: 'inventory',
    display_name: 'Inventario y recambios',
    icon: 'inbox',
    resources: {
      parts: { display_name: 'Piezas', actions: CRUD },
      stock: { display_name: 'Existencias', actions: { read: 'Ver', adjust: 'Ajustar' } },
      purchase_orders: {
        display_name: 'Pedidos a proveedor',
        actions: { read: 'Ver', create: 'Crear', update: 'Editar' },
      },
      spare_part_requests: {
        display_name: 'Solicitudes de recambios',
        actions: { read: 'Ver', create: 'Solicitar', approve: 'Aprobar' },
      },
    },
  },
  {
    name: 'billing',
    display_name: 'Facturación',
    icon: 'file-text',
    resources: {
      quotes: { display_name: 'Presupuestos', actions: CRUD },
      invoices: {
        display_name: 'Facturas',
        actions: { read: 'Ver', create: 'Crear', issue: 'Emitir', rectify: 'Rectificar' },
      },
      payments: { display_name: 'Cobros', actions: { read: 'Ver', create: 'Registrar' } },
      certificate: {
        display_name: 'Certificado de facturación',
        actions: { admin: 'Administrar' },
      },
    },
  },
  {
    name: 'employees',
    display_name: 'Personal',
    icon: 'idcard',
    resources: {
      employees: {
        display_name: 'Empleados',
        actions: { read: 'Ver', create: 'Crear', update: 'Editar' },
      },
      user_roles: { display_name: 'Usuarios y roles', actions: { admin: 'Administrar' } },
      absences: {
        display_name: 'Ausencias',
        actions: { read: 'Ver', request: 'Solicitar', approve: 'Aprobar' },
      },
      schedules: { display_name: 'Horarios', actions: { read: 'Ver', update: 'Editar' } },
    },
  },
  {
    name: 'timeclock',
    display_name: 'Fichaje',
    icon: 'clock-circle',
    resources: {
      entries: { display_name: 'Fichajes', actions: { clock: 'Fichar', read: 'Ver todos' } },
      timesheets: {
        display_name: 'Registro de jornada',
        actions: { read: 'Ver', edit: 'Corregir' },
      },
    },
  },
  {
    name: 'tasks',
    display_name: 'Tareas internas',
    icon: 'check-square',
    resources: {
      tasks: {
        display_name: 'Tareas',
        actions: { read: 'Ver', create: 'Crear', assign: 'Asignar', update: 'Editar' },
      },
    },
  },
  {
    name: 'productivity',
    display_name: 'Productividad',
    icon: 'rise',
    resources: {
      dashboard: { display_name: 'Panel de productividad', actions: { read: 'Ver' } },
      incentives: { display_name: 'Incentivos', actions: { read: 'Ver', admin: 'Administrar' } },
      audit: { display_name: 'Auditoría', actions: { read: 'Ver' } },
      ai: { display_name: 'Productividad IA', actions: { read: 'Ver', admin: 'Administrar' } },
    },
  },
  {
    name: 'kpis',
    display_name: 'KPI y análisis',
    icon: 'line-chart',
    resources: {
      kpis: { display_name: 'KPI', actions: { read: 'Ver', admin: 'Administrar' } },
      analytics: { display_name: 'Analítica', actions: { read: 'Ver' } },
      workload: { display_name: 'Predicción de carga', actions: { read: 'Ver' } },
    },
  },
  {
    name: 'surveys',
    display_name: 'Encuestas',
    icon: 'smile',
    resources: {
      surveys: { display_name: 'Encuestas', actions: { read: 'Ver', admin: 'Administrar' } },
    },
  },
  {
    name: 'planner',
    display_name: 'Planificador',
    icon: 'schedule',
    resources: {
      planner: {
        display_name: 'Planificador visual',
        actions: { read: 'Ver', update: 'Planificar' },
      },
      lifts: { display_name: 'Elevadores y puestos', actions: { admin: 'Administrar' } },
    },
  },
  {
    name: 'notifications',
    display_name: 'Notificaciones',
    icon: 'bell',
    resources: {
      notifications: { display_name: 'Notificaciones', actions: { create: 'Enviar' } },
      rules: { display_name: 'Reglas de notificación', actions: { admin: 'Administrar' } },
    },
  },
  {
    name: 'announcements',
    display_name: 'Novedades',
    icon: 'notification',
    resources: { announcements: { display_name: 'Novedades', actions: { admin: 'Administrar' } } },
  },
  {
    name: 'administration',
    display_name: 'Administración',
    icon: 'safety-certificate',
    resources: {
      permissions: { display_name: 'Roles y permisos', actions: { admin: 'Administrar' } },
      pages: { display_name: 'Páginas y menú', actions: { admin: 'Administrar' } },
    },
  },
  {
    name: 'system',
    display_name: 'Sistema',
    icon: 'setting',
    resources: {
      settings: { display_name: 'Configuración del sistema', actions: { admin: 'Administrar' } },
      database: { display_name: 'Base de datos', actions: { admin: 'Administrar' } },
      features: { display_name: 'Funcionalidades', actions: { admin: 'Administrar' } },
      dictionary: { display_name: 'Diccionario', actions: { admin: 'Administrar' } },
      eventing: { display_name: 'Eventos', actions: { admin: 'Administrar' } },
    },
  },
];

export interface PermissionSpec {
  name: string;
  module: string;
  resource: string;
  action: string;
  display_name: string;
}

export function catalogPermissions(): PermissionSpec[] {
  return MODULES.flatMap((module) =>
    Object.entries(module.resources).flatMap(([resource, spec]) =>
      Object.entries(spec.actions).map(([action, verb]) => ({
        name: `${module.name}.${resource}.${action}`,
        module: module.name,
        resource,
        action,
        display_name: `${spec.display_name}: ${verb.toLowerCase()}`,
      })),
    ),
  );
}
