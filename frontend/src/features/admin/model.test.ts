import { PERMISSIONS } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import { patchListParams } from '@/shared/hooks';
import {
  categoryReorderPayload,
  coverage,
  diffPermissionIds,
  filterPages,
  filterPermissionGroups,
  groupPagesByCategory,
  groupPermissionsByModule,
  hasChanges,
  moveItem,
  pageReorderPayload,
  parseUsersListParams,
  permissionDisplayName,
  setMembers,
  sortRolesByPriority,
  toList,
  usersListChanges,
} from './model';
import type { NavigationPage, PageCategoryInfo, PermissionInfo } from './types';

function permission(
  id: string,
  name: string,
  displayName: string,
  module: { name: string; display_name: string },
): PermissionInfo {
  const [, resource = '', action = ''] = name.split('.');
  return {
    id,
    name,
    resource,
    action,
    display_name: displayName,
    description: null,
    is_active: true,
    module: { id: `m-${module.name}`, ...module },
  };
}

const WORK_ORDERS = { name: 'work_orders', display_name: 'Órdenes de trabajo' };
const CUSTOMERS = { name: 'customers', display_name: 'Clientes' };

const PERMISSION_ROWS = [
  permission('p3', PERMISSIONS.work_orders.orders.update, 'Editar órdenes', WORK_ORDERS),
  permission('p1', PERMISSIONS.customers.customers.read, 'Ver clientes', CUSTOMERS),
  permission('p2', PERMISSIONS.work_orders.orders.read, 'Ver órdenes', WORK_ORDERS),
  permission('p4', PERMISSIONS.work_orders.items.read, 'Ver líneas', WORK_ORDERS),
];

function page(id: string, sortOrder: number, categoryId: string | null, name = id): NavigationPage {
  return {
    id,
    display_name: name,
    path: `/${id}`,
    icon: null,
    description: null,
    sort_order: sortOrder,
    category_id: categoryId,
    is_active: true,
    required_permission: null,
    admin_only: false,
  };
}

function category(id: string, sortOrder: number): PageCategoryInfo {
  return {
    id,
    name: id,
    display_name: id.toUpperCase(),
    description: null,
    icon: null,
    sort_order: sortOrder,
  };
}

describe('toList', () => {
  it('reads a list from data, data.data or a bare array', () => {
    expect(toList([1, 2])).toEqual([1, 2]);
    expect(toList({ data: [1] })).toEqual([1]);
    expect(toList({ data: { data: [3] } })).toEqual([3]);
    expect(toList(null)).toEqual([]);
    expect(toList({ data: 'x' })).toEqual([]);
  });
});

describe('permissionDisplayName (SPEC §3)', () => {
  it('is "module display name - permission display name"', () => {
    expect(permissionDisplayName(PERMISSION_ROWS[0]!)).toBe('Órdenes de trabajo - Editar órdenes');
  });

  it('is the permission display name alone without a module', () => {
    expect(permissionDisplayName({ display_name: 'Ver', module: null })).toBe('Ver');
  });
});

describe('sortRolesByPriority (SPEC §6)', () => {
  it('puts the highest priority first, ties by display name', () => {
    const roles = [
      { priority: 10, display_name: 'Mecánico' },
      { priority: 100, display_name: 'Administrador' },
      { priority: 10, display_name: 'Jefe' },
    ];
    expect(sortRolesByPriority(roles).map((role) => role.display_name)).toEqual([
      'Administrador',
      'Jefe',
      'Mecánico',
    ]);
  });
});

describe('groupPermissionsByModule', () => {
  it('groups by module, following the module sort order, permissions by resource', () => {
    const groups = groupPermissionsByModule(PERMISSION_ROWS, [
      { name: 'work_orders', sort_order: 1 },
      { name: 'customers', sort_order: 2 },
    ]);
    expect(groups.map((group) => group.module.name)).toEqual(['work_orders', 'customers']);
    expect(groups[0]!.permissions.map((item) => item.id)).toEqual(['p4', 'p3', 'p2']);
  });

  it('sorts modules by display name when their order is unknown', () => {
    expect(groupPermissionsByModule(PERMISSION_ROWS).map((group) => group.module.name)).toEqual([
      'customers',
      'work_orders',
    ]);
  });

  it('filters by module and by an accent-insensitive search', () => {
    const groups = groupPermissionsByModule(PERMISSION_ROWS);
    expect(
      filterPermissionGroups(groups, { moduleName: 'customers' }).map((g) => g.module.name),
    ).toEqual(['customers']);
    const found = filterPermissionGroups(groups, { search: 'ordenes' });
    expect(found.map((g) => g.module.name)).toEqual(['work_orders']);
    expect(filterPermissionGroups(groups, { search: 'lineas' })[0]!.permissions).toHaveLength(1);
    expect(filterPermissionGroups(groups, { search: 'nada' })).toEqual([]);
  });
});

describe('matrix diffing', () => {
  it('lists added and removed permission ids', () => {
    const diff = diffPermissionIds(['a', 'b', 'c'], ['b', 'c', 'd', 'e']);
    expect(diff).toEqual({ added: ['d', 'e'], removed: ['a'] });
    expect(hasChanges(diff)).toBe(true);
    expect(hasChanges(diffPermissionIds(['a', 'b'], ['b', 'a']))).toBe(false);
  });

  it('toggles several ids at once and reports the coverage of a module', () => {
    const set = setMembers(new Set(['a']), ['b', 'c'], true);
    expect([...set].sort()).toEqual(['a', 'b', 'c']);
    expect(coverage(set, ['a', 'b', 'c'])).toBe('all');
    const less = setMembers(set, ['a'], false);
    expect(coverage(less, ['a', 'b'])).toBe('some');
    expect(coverage(less, ['a'])).toBe('none');
  });
});

describe('reordering', () => {
  it('moves an item and leaves out-of-range moves alone', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('numbers the new order from 1 in the reorder bodies', () => {
    expect(categoryReorderPayload([{ id: 'x' }, { id: 'y' }])).toEqual({
      categories: [
        { id: 'x', sort_order: 1 },
        { id: 'y', sort_order: 2 },
      ],
    });
    expect(pageReorderPayload([{ id: 'p2' }, { id: 'p1' }], 'c1')).toEqual({
      pages: [
        { id: 'p2', sort_order: 1, category_id: 'c1' },
        { id: 'p1', sort_order: 2, category_id: 'c1' },
      ],
    });
  });

  it('groups pages by category in sort order, with uncategorised pages last', () => {
    const groups = groupPagesByCategory(
      [page('b', 2, 'c1'), page('a', 1, 'c1'), page('z', 1, null), page('o', 1, 'gone')],
      [category('c2', 2), category('c1', 1)],
    );
    expect(groups.map((group) => group.category?.id ?? null)).toEqual(['c1', 'c2', null]);
    expect(groups[0]!.pages.map((item) => item.id)).toEqual(['a', 'b']);
    expect(groups[1]!.pages).toEqual([]);
    expect(groups[2]!.pages.map((item) => item.id)).toEqual(['o', 'z']);
  });

  it('filters pages by name or path', () => {
    const pages = [page('orders', 1, null, 'Órdenes'), page('customers', 2, null, 'Clientes')];
    expect(filterPages(pages, 'ORDENES').map((item) => item.id)).toEqual(['orders']);
    expect(filterPages(pages, '/cust').map((item) => item.id)).toEqual(['customers']);
    expect(filterPages(pages, '  ')).toHaveLength(2);
  });
});

describe('users list parameters in the URL', () => {
  it('reads defaults and valid values, ignoring nonsense', () => {
    expect(parseUsersListParams(new URLSearchParams(''))).toEqual({
      search: '',
      active: undefined,
      page: 1,
      limit: 20,
    });
    expect(
      parseUsersListParams(new URLSearchParams('search=%20ana%20&active=false&page=3&limit=50')),
    ).toEqual({ search: 'ana', active: false, page: 3, limit: 50 });
    expect(parseUsersListParams(new URLSearchParams('page=-2&limit=7&active=x'))).toEqual({
      search: '',
      active: undefined,
      page: 1,
      limit: 20,
    });
  });

  it('writes only what differs from the defaults', () => {
    const write = (current: string, patch: Parameters<typeof usersListChanges>[0]) =>
      patchListParams(new URLSearchParams(current), usersListChanges(patch)).toString();
    expect(
      write('search=ana&active=true&page=2&limit=50', {
        search: '',
        active: undefined,
        page: 1,
        limit: 20,
      }),
    ).toBe('');
    expect(write('', { search: 'ana', active: true, page: 2, limit: 50 })).toBe(
      'search=ana&active=true&page=2&limit=50',
    );
  });

  it('patches a query string, removing empty values', () => {
    expect(
      patchListParams(
        new URLSearchParams('tab=roles&q=x'),
        { q: '', module: 'crm' },
        { resetPage: false },
      ).toString(),
    ).toBe('tab=roles&module=crm');
  });
});
