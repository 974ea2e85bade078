import type { CustomerDetail, CustomerSummary } from '@px/contracts';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderRoutes, TEST_ADMIN, TEST_MECHANIC } from '@/test-utils';

export { apiError, currentLocation, type RecordedCall, stubApi } from '@/test-utils';

/**
 * Renders customer screens inside the app's providers, the permissions context and a memory
 * router at `path`. `routes` maps patterns to screens (e.g. { '/customers/:id': <Detail/> });
 * every other address lands on a probe that shows it. By default the user is an administrator
 * (every action shown); `asMechanic` is a user without customer permissions.
 */
export function renderCustomerRoutes(
  routes: Record<string, ReactElement>,
  path: string,
  { asMechanic = false }: { asMechanic?: boolean } = {},
) {
  return renderRoutes(routes, path, { user: asMechanic ? TEST_MECHANIC : TEST_ADMIN });
}

/** Renders one customer screen at `path`, matched by `pattern` (e.g. /customers/:id). */
export function renderCustomerPage(page: ReactElement, path: string, pattern = path.split('?')[0]) {
  return renderCustomerRoutes({ [pattern!]: page }, path);
}

/** Types a whole value at once (a paste): per-key typing re-renders the antd form each time. */
export async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  if (text) await userEvent.paste(text);
}

export const LUCIA: CustomerDetail = {
  id: 'c-1',
  type: 'person',
  full_name: 'Lucía García Pérez',
  first_name: 'Lucía',
  last_name: 'García Pérez',
  company_name: '',
  nif: '12345678Z',
  email: 'lucia@example.com',
  phone: '915551234',
  mobile_phone: '612345678',
  city: 'Madrid',
  tags: ['vip'],
  created_at: '2025-01-10T09:00:00.000Z',
  address: 'Calle Mayor 1, 2º B',
  postal_code: '28013',
  province: 'Madrid',
  country: 'ES',
  notes: 'Prefiere que la llamen por la tarde.',
  gdpr_consent_at: '2025-01-10T09:00:00.000Z',
  gdpr_consent_channel: 'paper',
  marketing_consent: false,
  marketing_consent_at: null,
  marketing_consent_channel: null,
  merged_into_id: null,
  updated_at: '2025-02-01T10:00:00.000Z',
  version: 3,
};

export const TALLERES: CustomerSummary = {
  id: 'c-2',
  type: 'company',
  full_name: 'Transportes Ruiz SL',
  first_name: '',
  last_name: '',
  company_name: 'Transportes Ruiz SL',
  nif: 'B12345674',
  email: null,
  phone: null,
  mobile_phone: null,
  city: 'Getafe',
  tags: ['flota'],
  created_at: '2026-03-01T10:00:00.000Z',
};

export const EMPTY_PAGE = { data: [], pagination: { page: 1, limit: 20, total: 0 } };

export function page<T>(rows: T[], total = rows.length) {
  return { data: rows, pagination: { page: 1, limit: 20, total } };
}
