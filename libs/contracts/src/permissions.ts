/**
 * Every permission name (`module.resource.action`) the product checks, as constants the API and the
 * SPA share: `PERMISSIONS.work_orders.orders.read === 'work_orders.orders.read'`. The keys spell the
 * names exactly, so searching for a name finds both the catalogue entry and every check of it.
 *
 * The catalogue (libs/access/src/catalogue/permissions.catalogue.ts) gives each name its Spanish
 * label and syncs it into the database; libs/contracts/test/permissions.spec.ts keeps both lists
 * equal.
 */
const ACTIONS_BY_RESOURCE = {
  work_orders: {
    orders: ['read', 'create', 'update', 'delete', 'read_all', 'assign', 'reopen', 'work'],
    items: ['read', 'create', 'update', 'delete', 'price'],
  },
  customers: {
    customers: ['read', 'create', 'update', 'delete', 'merge', 'import', 'export'],
  },
  vehicles: {
    vehicles: ['read', 'create', 'update', 'delete', 'merge', 'import', 'export'],
  },
  appointments: {
    appointments: ['read', 'create', 'update', 'delete', 'override'],
  },
  reception: {
    receptions: ['read', 'create', 'update'],
    receipts: ['read', 'create', 'update'],
  },
  inventory: {
    parts: ['read', 'create', 'update', 'delete'],
    stock: ['read', 'adjust'],
    suppliers: ['read', 'create', 'update'],
    purchase_orders: ['read', 'create', 'update'],
    spare_part_requests: ['read', 'create', 'approve'],
  },
  billing: {
    quotes: ['read', 'create', 'update', 'delete'],
    invoices: ['read', 'create', 'issue', 'rectify'],
    payments: ['read', 'create'],
    certificate: ['admin'],
  },
  employees: {
    employees: ['read', 'create', 'update'],
    user_roles: ['admin'],
    absences: ['read', 'request', 'approve'],
    schedules: ['read', 'update'],
  },
  timeclock: {
    entries: ['clock', 'read', 'kiosk'],
    timesheets: ['read', 'edit'],
  },
  tasks: {
    tasks: ['read', 'create', 'assign', 'update'],
  },
  productivity: {
    dashboard: ['read'],
    incentives: ['read', 'admin'],
    audit: ['read'],
    ai: ['read', 'admin'],
  },
  kpis: {
    kpis: ['read', 'admin'],
    analytics: ['read'],
    workload: ['read'],
  },
  surveys: {
    surveys: ['read', 'admin'],
  },
  planner: {
    planner: ['read', 'update'],
    lifts: ['admin'],
  },
  notifications: {
    notifications: ['create'],
    rules: ['admin'],
  },
  announcements: {
    announcements: ['admin'],
  },
  administration: {
    permissions: ['admin'],
    pages: ['admin'],
  },
  system: {
    settings: ['admin'],
    database: ['admin'],
    features: ['admin'],
    dictionary: ['admin'],
    eventing: ['admin'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

type ActionsByResource = typeof ACTIONS_BY_RESOURCE;

/** `module → resource → action → 'module.resource.action'`, each value its literal type. */
export type PermissionTree = {
  readonly [M in keyof ActionsByResource & string]: {
    readonly [R in keyof ActionsByResource[M] & string]: {
      readonly [
        A in ActionsByResource[M][R] extends readonly (infer X extends string)[] ? X : never
      ]: `${M}.${R}.${A}`;
    };
  };
};

/** One permission name of the catalogue, e.g. `'customers.customers.merge'`. */
export type PermissionName = {
  [M in keyof PermissionTree]: {
    [R in keyof PermissionTree[M]]: PermissionTree[M][R][keyof PermissionTree[M][R]];
  }[keyof PermissionTree[M]];
}[keyof PermissionTree];

function buildTree(): PermissionTree {
  const tree: Record<string, Record<string, Record<string, string>>> = {};
  for (const [module, resources] of Object.entries(ACTIONS_BY_RESOURCE)) {
    tree[module] = {};
    for (const [resource, actions] of Object.entries(resources)) {
      tree[module][resource] = Object.fromEntries(
        (actions as readonly string[]).map((action) => [action, `${module}.${resource}.${action}`]),
      );
    }
  }
  return tree as unknown as PermissionTree;
}

/** Every permission name, grouped as it is spelled: `PERMISSIONS.customers.customers.read`. */
export const PERMISSIONS: PermissionTree = buildTree();

/** Every permission name, in catalogue order. */
export const PERMISSION_NAMES: readonly PermissionName[] = Object.values(PERMISSIONS).flatMap(
  (resources) =>
    Object.values(resources).flatMap((actions) => Object.values(actions) as PermissionName[]),
);
