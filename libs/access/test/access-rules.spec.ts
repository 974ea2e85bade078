import {
  type PageRule,
  canAccessPath,
  canOpenPage,
  effectivePermissions,
  hasModuleAccess,
  isAlwaysAccessible,
  normalizePath,
  parentListPath,
} from '../src/domain/access-rules';

const page = (path: string, rule: Partial<PageRule> = {}): PageRule => ({
  path,
  isActive: true,
  requiredPermission: null,
  adminOnly: false,
  ...rule,
});

describe('effective permissions', () => {
  it('recognise administrators and super administrators by role name', () => {
    expect(effectivePermissions(['administrador'], []).isAdmin).toBe(true);
    const clerk = effectivePermissions(['recepcion'], ['customers.customers.read']);
    expect(clerk.isAdmin).toBe(false);
    expect(clerk.isSuperAdmin).toBe(false);
    expect(clerk.permissions.has('customers.customers.read')).toBe(true);
  });
});

describe('page access (SPEC §5)', () => {
  const clerk = effectivePermissions(['recepcion'], ['work_orders.orders.read']);
  const admin = effectivePermissions(['administrador'], []);
  const pages = [
    page('/orders', { requiredPermission: 'work_orders.orders.read' }),
    page('/invoices', { requiredPermission: 'billing.invoices.read' }),
    page('/admin/users', { adminOnly: true }),
    page('/old', { isActive: false }),
  ];

  it('normalises paths', () => {
    expect(normalizePath('orders/')).toBe('/orders');
    expect(normalizePath(' /orders/12?tab=1#x ')).toBe('/orders/12');
    expect(normalizePath('')).toBe('/');
  });

  it('detail paths follow their list page', () => {
    expect(parentListPath('/orders/12')).toBe('/orders');
    expect(parentListPath('/orders/12/edit')).toBe('/orders');
    expect(parentListPath('/vehicles/7/history')).toBe('/vehicles');
    expect(parentListPath('/appointments/new/slot')).toBe('/appointments');
    expect(parentListPath('/orders')).toBeNull();
  });

  it('always-accessible pages open for everyone', () => {
    expect(isAlwaysAccessible('/dashboard')).toBe(true);
    expect(isAlwaysAccessible('/productivity/today')).toBe(true);
    expect(canAccessPath('/profile', [], effectivePermissions([], []))).toBe(true);
  });

  it('a page needs its permission; its details follow it', () => {
    expect(canAccessPath('/orders', pages, clerk)).toBe(true);
    expect(canAccessPath('/orders/12/edit', pages, clerk)).toBe(true);
    expect(canAccessPath('/invoices', pages, clerk)).toBe(false);
  });

  it('inactive, admin-only and unknown pages are refused, except to administrators', () => {
    expect(canAccessPath('/old', pages, clerk)).toBe(false);
    expect(canAccessPath('/admin/users', pages, clerk)).toBe(false);
    expect(canAccessPath('/nowhere', pages, clerk)).toBe(false);
    expect(canAccessPath('/nowhere', pages, admin)).toBe(true);
    expect(canOpenPage(page('/admin/users', { adminOnly: true }), admin)).toBe(true);
  });
});

describe('module access (SPEC §6)', () => {
  const clerk = effectivePermissions(['recepcion'], ['customers.customers.read']);

  it('"access" means any permission of the module', () => {
    expect(hasModuleAccess('customers', 'access', clerk)).toBe(true);
    expect(hasModuleAccess('vehicles', 'access', clerk)).toBe(false);
  });

  it('another action needs a permission with that action', () => {
    expect(hasModuleAccess('customers', 'read', clerk)).toBe(true);
    expect(hasModuleAccess('customers', 'delete', clerk)).toBe(false);
  });

  it('administrators reach every module', () => {
    expect(hasModuleAccess('billing', 'delete', effectivePermissions(['administrador'], []))).toBe(
      true,
    );
  });
});
