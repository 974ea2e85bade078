import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminPage, stubApi } from '../test-utils';
import PagesAdminPage from './pages-admin-page';

const CATEGORY = {
  id: 'c-1',
  name: 'taller',
  display_name: 'Taller',
  description: null,
  icon: 'tool',
  sort_order: 1,
};
const SECOND_CATEGORY = {
  ...CATEGORY,
  id: 'c-2',
  name: 'clientes',
  display_name: 'Clientes',
  sort_order: 2,
};

function page(id: string, name: string, sortOrder: number) {
  return {
    id,
    display_name: name,
    path: `/${id}`,
    icon: null,
    description: null,
    sort_order: sortOrder,
    category_id: 'c-1',
    is_active: true,
    required_permission: null,
    admin_only: false,
  };
}

describe('PagesAdminPage', { timeout: 40_000 }, () => {
  it('moves a page down and posts the new order of its category', async () => {
    const { calls } = stubApi({
      'GET /api/permissions-dynamic/pages': [
        page('orders', 'Órdenes', 1),
        page('planner', 'Planificador', 2),
      ],
      'GET /api/page-categories': [CATEGORY],
      'GET /api/permissions-dynamic/permissions': [],
      'POST /api/permissions-dynamic/pages/reorder': [],
    });
    renderAdminPage(<PagesAdminPage />, '/admin/pages');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Bajar Órdenes' }, { timeout: 10_000 }),
    );
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/permissions-dynamic/pages/reorder',
        body: {
          pages: [
            { id: 'planner', sort_order: 1, category_id: 'c-1' },
            { id: 'orders', sort_order: 2, category_id: 'c-1' },
          ],
        },
      }),
    );
  });

  it('reorders categories and shows "Error al reordenar categorías" with the message on failure', async () => {
    const { calls } = stubApi({
      'GET /api/permissions-dynamic/pages': [],
      'GET /api/page-categories': [CATEGORY, SECOND_CATEGORY],
      'GET /api/permissions-dynamic/permissions': [],
      'POST /api/page-categories/reorder': () => ({
        status: 400,
        body: { success: false, error: 'BAD_REQUEST', message: 'Orden inválido', statusCode: 400 },
      }),
    });
    renderAdminPage(<PagesAdminPage />, '/admin/pages?tab=categories');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Subir Clientes' }, { timeout: 10_000 }),
    );
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        categories: [
          { id: 'c-2', sort_order: 1 },
          { id: 'c-1', sort_order: 2 },
        ],
      }),
    );
    expect(
      await screen.findByText('Error al reordenar categorías: Orden inválido'),
    ).toBeInTheDocument();
  });

  it('wraps a category load failure in the SPEC text', async () => {
    stubApi({
      'GET /api/permissions-dynamic/pages': [],
      'GET /api/page-categories': () => ({
        status: 403,
        body: { success: false, error: 'FORBIDDEN', message: 'Prohibido', statusCode: 403 },
      }),
      'GET /api/permissions-dynamic/permissions': [],
    });
    renderAdminPage(<PagesAdminPage />, '/admin/pages?tab=categories');
    expect(
      await screen.findByText('No se pudieron cargar las categorías de páginas: Prohibido'),
    ).toBeInTheDocument();
  });
});
