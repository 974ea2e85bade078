import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminPage, ROLE_ADMIN, ROLE_MECHANIC, stubApi } from '../test-utils';
import UsersPermissionsPage from './users-permissions-page';

const USER = {
  id: 'u-1',
  email: 'mecanico1@taller.test',
  full_name: 'Luis Pérez',
  first_name: 'Luis',
  last_name: 'Pérez',
  active: true,
  must_change_password: false,
  awaiting_approval: false,
  roles: [{ id: 'r-mec', name: 'mecanico', display_name: 'Mecánico' }],
  employee_id: null,
  employee: null,
  last_login_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

function stubUsers(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/users': { data: [USER], pagination: { page: 1, limit: 20, total: 1 } },
    'GET /api/permissions-dynamic/roles': [ROLE_ADMIN, ROLE_MECHANIC],
    ...extra,
  });
}

describe('UsersPermissionsPage', { timeout: 40_000 }, () => {
  it('lists users with the search, filter and page of the URL', async () => {
    const { calls } = stubUsers();
    renderAdminPage(
      <UsersPermissionsPage />,
      '/admin/users-permissions?search=luis&active=true&page=2',
    );
    expect(await screen.findByText('mecanico1@taller.test')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/users'))?.url).toBe(
      '/api/users?search=luis&active=true&page=2&limit=20',
    );
    expect(screen.getByTestId('users-search')).toHaveValue('luis');
  });

  it('creates a user and shows the temporary password once', async () => {
    const { calls } = stubUsers({
      'POST /api/users': {
        user: { ...USER, id: 'u-2', email: 'nueva@taller.test', must_change_password: true },
        temporary_password: 'Temp-1234-abcd',
      },
    });
    renderAdminPage(<UsersPermissionsPage />, '/admin/users-permissions');
    await screen.findByText('mecanico1@taller.test');

    await userEvent.click(screen.getByTestId('user-create'));
    const form = await screen.findByTestId('user-form');
    await userEvent.type(within(form).getByLabelText('Correo electrónico'), 'nueva@taller.test');
    await userEvent.type(within(form).getByLabelText('Nombre'), 'Nueva');
    await userEvent.type(within(form).getByLabelText('Apellidos'), 'Persona');
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));

    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('Temp-1234-abcd');
    expect(
      screen.getByText('El usuario deberá cambiarla en su primer inicio de sesión.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'nueva@taller.test',
      first_name: 'Nueva',
      last_name: 'Persona',
      role_ids: [],
    });
  });

  it('replaces the roles of a user and wraps a failure in "Error configurando roles"', async () => {
    const { calls } = stubUsers({
      'PUT /api/permissions-dynamic/users/u-1/roles': () => ({
        status: 409,
        body: { success: false, error: 'CONFLICT', message: 'Rol no válido', statusCode: 409 },
      }),
    });
    renderAdminPage(<UsersPermissionsPage />, '/admin/users-permissions');
    await userEvent.click(await screen.findByRole('button', { name: 'Roles de Luis Pérez' }));
    const drawer = await screen.findByTestId('user-roles-drawer');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /Administrador/ }));
    await userEvent.click(screen.getByTestId('user-roles-save'));

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        role_ids: ['r-mec', 'r-admin'],
      }),
    );
    expect(await screen.findByText('Error configurando roles: Rol no válido')).toBeInTheDocument();
  });
});
