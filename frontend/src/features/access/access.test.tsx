import { render } from '@testing-library/react';
import { PERMISSIONS } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { isNoRetryPermissionError, permissionRetry, unwrapList } from './api';
import {
  checkAllPermissions,
  checkAnyPermission,
  checkModuleAccess,
  checkPermission,
  hasAdminRole,
  hasSuperAdminRole,
  type PermissionSubject,
} from './permission-logic';
import { usePermissions } from './permissions-context';
import { canAccessRoute, isAlwaysAccessible, parentListPath } from './route-access';

const recepcion: PermissionSubject = {
  roleNames: ['recepcion'],
  effectivePermissions: [PERMISSIONS.work_orders.orders.read, PERMISSIONS.customers.customers.read],
  permissions: [
    { module: 'work_orders', is_active: true },
    { module: 'inventory', is_active: false },
  ],
};

describe('route access (SPEC §5)', () => {
  const base = { roleNames: ['mecanico'], sidebarPaths: ['/orders', '/vehicles', '/admin/x'] };

  it('always allows the always-accessible pages and anything under /productivity/', () => {
    for (const path of [
      '/dashboard',
      '/profile',
      '/settings',
      '/fichaje',
      '/time-tracking',
      '/my-tasks',
      '/assigned-orders',
      '/productivity/audit',
      '/dashboard/',
    ]) {
      expect(isAlwaysAccessible(path), path).toBe(true);
      expect(canAccessRoute({ path, roleNames: [], sidebarPaths: null }), path).toBe(true);
    }
    expect(isAlwaysAccessible('/productivity')).toBe(false);
    expect(isAlwaysAccessible('/dashboards')).toBe(false);
  });

  it('allows the pages of the sidebar list and denies the others', () => {
    expect(canAccessRoute({ ...base, path: '/orders' })).toBe(true);
    expect(canAccessRoute({ ...base, path: '/orders?page=2' })).toBe(true);
    expect(canAccessRoute({ ...base, path: '/customers' })).toBe(false);
    expect(canAccessRoute({ ...base, path: '/inventory' })).toBe(false);
  });

  it('lets detail paths follow their parent list page', () => {
    expect(parentListPath('/orders/42')).toBe('/orders');
    expect(parentListPath('/orders/42/edit')).toBe('/orders');
    expect(parentListPath('/orders/42/items')).toBeNull();
    expect(parentListPath('/customers/7/edit')).toBe('/customers');
    expect(parentListPath('/vehicles/7/history')).toBe('/vehicles');
    expect(parentListPath('/vehicles/7/settings')).toBe('/vehicles');
    expect(parentListPath('/customer-receipts/3/edit')).toBe('/customer-receipts');
    expect(canAccessRoute({ ...base, path: '/orders/42/edit' })).toBe(true);
    expect(canAccessRoute({ ...base, path: '/vehicles/9/history' })).toBe(true);
    expect(canAccessRoute({ ...base, path: '/customers/9' })).toBe(false);
  });

  it('keeps the admin area for admin roles, whatever the sidebar says', () => {
    expect(canAccessRoute({ ...base, path: '/admin/x' })).toBe(false);
    expect(canAccessRoute({ ...base, path: '/admin' })).toBe(false);
    for (const role of ['administrador', ' Admin ', 'SUPER_ADMIN', 'superadmin']) {
      expect(canAccessRoute({ roleNames: [role], sidebarPaths: [], path: '/admin' }), role).toBe(
        true,
      );
    }
  });

  it('allows only the always-accessible pages when the sidebar call failed', () => {
    expect(canAccessRoute({ ...base, sidebarPaths: null, path: '/orders' })).toBe(false);
    expect(canAccessRoute({ ...base, sidebarPaths: null, path: '/settings' })).toBe(true);
  });

  it('never grants by e-mail', () => {
    expect(
      canAccessRoute({ roleNames: [null, undefined, ''], sidebarPaths: [], path: '/admin' }),
    ).toBe(false);
  });
});

describe('permission checks (SPEC §6)', () => {
  it('checks single permissions against the effective permissions', () => {
    expect(checkPermission(recepcion, PERMISSIONS.work_orders.orders.read)).toBe(true);
    expect(checkPermission(recepcion, PERMISSIONS.work_orders.orders.delete)).toBe(false);
    expect(checkPermission(recepcion, '')).toBe(false);
  });

  it('supports any-of and all-of with per-item conditions', () => {
    expect(checkAnyPermission(recepcion, ['x.y.z', PERMISSIONS.customers.customers.read])).toBe(
      true,
    );
    expect(
      checkAnyPermission(recepcion, [
        { permission: PERMISSIONS.customers.customers.read, condition: false },
      ]),
    ).toBe(false);
    expect(
      checkAllPermissions(recepcion, [
        PERMISSIONS.work_orders.orders.read,
        { permission: PERMISSIONS.customers.customers.read, condition: () => true },
      ]),
    ).toBe(true);
    expect(
      checkAllPermissions(recepcion, [
        PERMISSIONS.work_orders.orders.read,
        { permission: PERMISSIONS.customers.customers.read, condition: () => false },
      ]),
    ).toBe(false);
    expect(checkAnyPermission(recepcion, [])).toBe(false);
    expect(checkAllPermissions(recepcion, [])).toBe(true);
  });

  it('grants module access only through an active permission, unless super admin', () => {
    expect(checkModuleAccess(recepcion, 'work_orders')).toBe(true);
    expect(checkModuleAccess(recepcion, 'inventory')).toBe(false);
    expect(checkModuleAccess(recepcion, 'surveys')).toBe(false);
    const superAdmin = { ...recepcion, roleNames: ['super_admin'] };
    expect(checkModuleAccess(superAdmin, 'surveys')).toBe(true);
    expect(checkModuleAccess({ ...recepcion, roleNames: ['admin'] }, 'surveys')).toBe(false);
  });

  it('recognises the four admin role names, trimmed and lower-cased', () => {
    expect(hasAdminRole([' Administrador '])).toBe(true);
    expect(hasAdminRole(['ADMIN'])).toBe(true);
    expect(hasAdminRole(['jefe_taller', 'mecanico'])).toBe(false);
    expect(hasSuperAdminRole(['SuperAdmin'])).toBe(true);
    expect(hasSuperAdminRole(['administrador'])).toBe(false);
    expect(checkPermission({ ...recepcion, roleNames: ['superadmin'] }, 'a.b.c')).toBe(true);
  });

  it('throws a clear error when usePermissions is used outside its provider', () => {
    function Consumer() {
      usePermissions();
      return null;
    }
    expect(() => render(<Consumer />)).toThrow(/PermissionsProvider/);
  });
});

describe('permission query retries (SPEC §8)', () => {
  const retry = permissionRetry(2);
  const network = new ApiError({
    error: 'NETWORK_ERROR',
    message: 'No se pudo conectar con el servidor.',
    statusCode: 0,
    isNetworkError: true,
  });
  const unauthorized = new ApiError({
    error: 'UNAUTHORIZED',
    message: 'Authentication required',
    statusCode: 401,
  });
  const server = new ApiError({ error: 'INTERNAL_ERROR', message: 'Fallo', statusCode: 500 });

  it('does not retry "cannot connect" or "Authentication required" errors', () => {
    expect(isNoRetryPermissionError(network)).toBe(true);
    expect(isNoRetryPermissionError(unauthorized)).toBe(true);
    expect(isNoRetryPermissionError(new Error('cannot connect to server'))).toBe(true);
    expect(retry(0, network)).toBe(false);
    expect(retry(0, unauthorized)).toBe(false);
  });

  it('otherwise retries fewer than 2 times', () => {
    expect(retry(0, server)).toBe(true);
    expect(retry(1, server)).toBe(true);
    expect(retry(2, server)).toBe(false);
  });

  it('reads lists from data or data.data', () => {
    expect(unwrapList([1, 2])).toEqual([1, 2]);
    expect(unwrapList({ data: [3] })).toEqual([3]);
    expect(unwrapList(null)).toEqual([]);
  });
});
