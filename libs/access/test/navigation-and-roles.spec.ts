import { type PageCategoryInfo, type PermissionInfo } from '@px/contracts';
import { effectivePermissions } from '../src/domain/access-rules';
import {
  type PageRow,
  categoryName,
  navigationMenu,
  nextCategorySortOrder,
  sidebarPages,
  toPageRule,
  userPermissionsPayload,
} from '../src/domain/navigation-rules';
import {
  idChanges,
  roleDeletionProblem,
  roleName,
  rolesAfterAssign,
  rolesAfterRemove,
  rolesAfterReplace,
} from '../src/domain/role-rules';

const row = (path: string, fields: Partial<PageRow> = {}): PageRow => ({
  id: path,
  display_name: path.slice(1),
  path,
  icon: null,
  description: null,
  sort_order: 0,
  category_id: 'main',
  is_active: true,
  required_permission: null,
  admin_only: false,
  show_in_menu: true,
  ...fields,
});

const category = (id: string, sort_order: number): PageCategoryInfo => ({
  id,
  name: id,
  display_name: id.toUpperCase(),
  description: null,
  icon: null,
  sort_order,
});

const clerk = effectivePermissions(['recepcion'], ['work_orders.orders.read']);

describe('the sidebar', () => {
  const pages = [
    row('/orders', { required_permission: 'work_orders.orders.read' }),
    row('/invoices', { required_permission: 'billing.invoices.read' }),
    row('/admin/pages'),
    row('/old', { is_active: false }),
  ];

  it('lists the open, active pages outside /admin, without show_in_menu', () => {
    const sidebar = sidebarPages(pages, clerk);
    expect(sidebar.map((page) => page.path)).toEqual(['/orders']);
    expect(sidebar[0]).not.toHaveProperty('show_in_menu');
  });

  it('never lists /admin, not even for administrators', () => {
    const admin = effectivePermissions(['administrador'], []);
    expect(sidebarPages(pages, admin).map((page) => page.path)).toEqual(['/orders', '/invoices']);
  });

  it('reads a page row as a rule', () => {
    expect(toPageRule(row('/x', { admin_only: true, show_in_menu: false }))).toEqual({
      path: '/x',
      isActive: true,
      requiredPermission: null,
      adminOnly: true,
      showInMenu: false,
    });
  });
});

describe('the navigation menu', () => {
  it('keeps categories with a visible item, items sorted, hidden pages out', () => {
    const pages = [
      row('/b', { sort_order: 2, category_id: 'main' }),
      row('/a', { sort_order: 1, category_id: 'main' }),
      row('/alias', { category_id: 'main', show_in_menu: false }),
      row('/secret', { category_id: 'other', required_permission: 'x.y.z' }),
    ];
    expect(navigationMenu(pages, [category('main', 10), category('other', 20)], clerk)).toEqual([
      {
        id: 'main',
        display_name: 'MAIN',
        icon: null,
        items: [
          { name: 'a', href: '/a', icon: null },
          { name: 'b', href: '/b', icon: null },
        ],
      },
    ]);
  });

  it('places a new category after the last one', () => {
    expect(nextCategorySortOrder(30)).toBe(40);
    expect(nextCategorySortOrder(null)).toBe(10);
    expect(categoryName('  Taller ')).toBe('taller');
  });
});

describe('the caller’s permissions answer', () => {
  const permission = (name: string, is_active = true): PermissionInfo =>
    ({
      id: name,
      name,
      resource: name.split('.')[1],
      action: name.split('.')[2],
      display_name: name,
      description: null,
      is_active,
      module: { id: 'm', name: name.split('.')[0], display_name: 'M' },
    }) as PermissionInfo;
  const all = [
    permission('work_orders.orders.read'),
    permission('billing.invoices.read'),
    permission('work_orders.orders.archive', false),
  ];

  it('shows a user only what they hold', () => {
    const payload = userPermissionsPayload([], clerk, all);
    expect(payload.effectivePermissions).toEqual(['work_orders.orders.read']);
    expect(payload.permissions).toEqual([
      {
        name: 'work_orders.orders.read',
        module: 'work_orders',
        resource: 'orders',
        action: 'read',
        is_active: true,
      },
    ]);
    expect(payload.isAdmin).toBe(false);
  });

  it('shows administrators everything, effective only when active', () => {
    const admin = effectivePermissions(['administrador'], []);
    const payload = userPermissionsPayload([], admin, all);
    expect(payload.permissions).toHaveLength(3);
    expect(payload.effectivePermissions).toEqual([
      'work_orders.orders.read',
      'billing.invoices.read',
    ]);
    expect(payload.isAdmin).toBe(true);
  });
});

describe('role rules', () => {
  it('role names are trimmed and lower-cased', () => {
    expect(roleName(' Jefe_Taller ')).toBe('jefe_taller');
  });

  it('system roles and roles in use cannot be deleted', () => {
    expect(roleDeletionProblem({ isSystem: true }, 0)).toBe(
      'Los roles del sistema no se pueden eliminar.',
    );
    expect(roleDeletionProblem({ isSystem: false }, 2)).toBe(
      'El rol está asignado a 2 usuario(s): retíraselo antes de eliminarlo.',
    );
    expect(roleDeletionProblem({ isSystem: false }, 0)).toBeNull();
  });

  it('computes what a new set of ids adds and removes', () => {
    expect(idChanges(['a', 'b'], ['b', 'c', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
    expect(idChanges([], [])).toEqual({ added: [], removed: [] });
  });

  it('assigns, removes and replaces a user’s roles', () => {
    expect(rolesAfterAssign(['a'], 'b')).toEqual(['a', 'b']);
    expect(rolesAfterAssign(['a'], 'a')).toEqual(['a']);
    expect(rolesAfterRemove(['a', 'b'], 'a')).toEqual(['b']);
    expect(rolesAfterRemove(['a'], 'c')).toBeNull();
    expect(rolesAfterReplace(['b', 'b', 'a'])).toEqual(['b', 'a']);
  });
});
