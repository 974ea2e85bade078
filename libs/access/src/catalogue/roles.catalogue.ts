/**
 * The roles of DOMAIN.md with their default permission sets, applied when a role is first created;
 * after that administrators own them (/admin/permissions).
 */
export interface RoleSpec {
  name: string;
  display_name: string;
  description: string;
  priority: number;
  permissions: (name: string) => boolean;
}

const matches = (...patterns: string[]) => {
  const regexes = patterns.map(
    (pattern) => new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/\*/g, '[^.]+')}$`),
  );
  return (name: string) => regexes.some((regex) => regex.test(name));
};

const OWNER_ONLY = matches(
  'administration.*.*',
  'employees.user_roles.admin',
  'system.*.*',
  'billing.certificate.admin',
);

export const ROLES: RoleSpec[] = [
  {
    name: 'administrador',
    display_name: 'Administrador',
    description: 'Acceso completo a todo el sistema.',
    priority: 100,
    permissions: () => true,
  },
  {
    name: 'jefe_taller',
    display_name: 'Jefe de taller',
    description: 'Todas las operaciones del taller, informes, planificación e incentivos.',
    priority: 80,
    permissions: (name) => !OWNER_ONLY(name),
  },
  {
    name: 'administracion',
    display_name: 'Administración',
    description: 'Oficina: facturas, cobros, registro de jornada y ausencias.',
    priority: 60,
    permissions: matches(
      'billing.quotes.read',
      'billing.invoices.*',
      'billing.payments.*',
      'customers.customers.read',
      'customers.customers.update',
      'customers.customers.export',
      'vehicles.vehicles.read',
      'work_orders.orders.read',
      'work_orders.orders.read_all',
      'work_orders.items.read',
      'employees.employees.read',
      'employees.absences.*',
      'employees.schedules.read',
      'timeclock.timesheets.*',
      'timeclock.entries.read',
      // Every employee keeps their own registro de jornada (ET art. 34.9).
      'timeclock.entries.clock',
      'kpis.kpis.read',
      'kpis.analytics.read',
    ),
  },
  {
    name: 'recepcion',
    display_name: 'Recepción',
    description:
      'Asesor de servicio: clientes, vehículos, citas, recepción, presupuestos, órdenes y facturas.',
    priority: 50,
    permissions: matches(
      'customers.customers.*',
      'vehicles.vehicles.*',
      'appointments.appointments.read',
      'appointments.appointments.create',
      'appointments.appointments.update',
      'appointments.appointments.delete',
      'reception.*.*',
      'billing.quotes.*',
      'billing.invoices.read',
      'billing.invoices.create',
      'billing.invoices.issue',
      'billing.payments.*',
      'work_orders.orders.read',
      'work_orders.orders.read_all',
      'work_orders.orders.create',
      'work_orders.orders.update',
      'work_orders.orders.assign',
      'work_orders.items.*',
      'inventory.parts.read',
      'inventory.stock.read',
      'planner.planner.*',
      'tasks.tasks.read',
      'surveys.surveys.read',
      'timeclock.entries.clock',
      // Every employee asks for their own absences (the API shows them only their own).
      'employees.absences.request',
    ),
  },
  {
    name: 'recambios',
    display_name: 'Recambios',
    description: 'Almacén: inventario, proveedores, pedidos y solicitudes de recambios.',
    priority: 40,
    permissions: matches(
      'inventory.*.*',
      'work_orders.orders.read',
      'work_orders.orders.read_all',
      'work_orders.items.read',
      'vehicles.vehicles.read',
      'tasks.tasks.read',
      'timeclock.entries.clock',
      'employees.absences.request',
    ),
  },
  {
    name: 'mecanico',
    display_name: 'Mecánico',
    description: 'Técnico: órdenes asignadas, su fichaje y tareas, solicitudes de recambios.',
    priority: 30,
    permissions: matches(
      // Only the orders assigned to them (read without read_all): their status and diagnosis.
      'work_orders.orders.read',
      'work_orders.orders.work',
      'work_orders.items.read',
      'work_orders.items.update',
      'vehicles.vehicles.read',
      'timeclock.entries.clock',
      'tasks.tasks.read',
      'tasks.tasks.update',
      'inventory.parts.read',
      'inventory.spare_part_requests.read',
      'inventory.spare_part_requests.create',
      'employees.absences.request',
    ),
  },
];

/** The role's default permissions among the catalogue's names. */
export function defaultPermissionsOf(role: RoleSpec, names: readonly string[]): string[] {
  return names.filter((name) => role.permissions(name));
}
