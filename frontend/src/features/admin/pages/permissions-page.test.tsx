import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  PERMISSION_READ,
  PERMISSION_UPDATE,
  renderAdminPage,
  ROLE_ADMIN,
  ROLE_MECHANIC,
  stubApi,
} from '../test-utils';
import PermissionsPage from './permissions-page';

const BASE = '/api/permissions-dynamic';

function stubMatrix() {
  return stubApi({
    // Listed out of order: the screen sorts by priority, highest first.
    [`GET ${BASE}/roles`]: [ROLE_MECHANIC, ROLE_ADMIN],
    [`GET ${BASE}/permissions`]: [PERMISSION_UPDATE, PERMISSION_READ],
    [`GET ${BASE}/modules`]: { data: [], pagination: { page: 1, limit: 50, total: 0 } },
    [`GET ${BASE}/roles/r-mec/permissions`]: [PERMISSION_READ],
    [`PUT ${BASE}/roles/r-mec/permissions`]: [PERMISSION_READ, PERMISSION_UPDATE],
  });
}

// antd tables are slow to render in jsdom.
describe('PermissionsPage', { timeout: 40_000 }, () => {
  it('shows administrators as "todos los permisos" and saves a role with PUT permission_ids', async () => {
    const { calls } = stubMatrix();
    renderAdminPage(<PermissionsPage />, '/admin/permissions');

    const matrix = await screen.findByTestId('permission-matrix');
    // The sticky header is rendered twice; both show the administrator as read-only.
    for (const header of within(matrix).getAllByTestId('matrix-role-administrador')) {
      expect(header).toHaveTextContent('todos los permisos');
    }
    // Administrators' permissions are never fetched: they have them all.
    expect(calls.some((call) => call.url.includes('/roles/r-admin/permissions'))).toBe(false);

    const read = await screen.findByRole('checkbox', {
      name: 'Órdenes de trabajo - Ver órdenes para Mecánico',
    });
    const update = screen.getByRole('checkbox', {
      name: 'Órdenes de trabajo - Editar órdenes para Mecánico',
    });
    expect(read).toBeChecked();
    expect(update).not.toBeChecked();

    await userEvent.click(update);
    expect(update).toBeChecked();
    expect(screen.getByText('Cambios sin guardar en: Mecánico')).toBeInTheDocument();

    await userEvent.click(screen.getAllByTestId('matrix-save-mecanico')[0]!);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        url: `${BASE}/roles/r-mec/permissions`,
        body: { permission_ids: ['p-read', 'p-update'] },
      }),
    );
    expect(await screen.findByText('Permisos de Mecánico guardados')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Cambios sin guardar en: Mecánico')).not.toBeInTheDocument(),
    );
  });

  it('filters the matrix by the search in the URL', async () => {
    stubMatrix();
    renderAdminPage(<PermissionsPage />, '/admin/permissions?q=editar');
    expect(
      await screen.findByRole('checkbox', {
        name: 'Órdenes de trabajo - Editar órdenes para Mecánico',
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'Órdenes de trabajo - Ver órdenes para Mecánico' }),
    ).not.toBeInTheDocument();
  });

  it('shows the load error with the underlying message', async () => {
    stubApi({
      [`GET ${BASE}/roles`]: () => ({
        status: 403,
        body: { success: false, error: 'FORBIDDEN', message: 'Sin permiso', statusCode: 403 },
      }),
      [`GET ${BASE}/permissions`]: [],
    });
    renderAdminPage(<PermissionsPage />, '/admin/permissions');
    expect(
      await screen.findByText('No se pudieron cargar los roles y permisos: Sin permiso'),
    ).toBeInTheDocument();
  });
});
