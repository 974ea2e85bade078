import type { CustomerDetail, CustomerSummary } from '@px/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { PermissionsProvider } from '@/features/access/permissions-context';
import { renderWithProviders } from '@/test/render';

export interface RecordedCall {
  method: string;
  url: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Answer = { status?: number; body: unknown } | Response;
type Handler = (call: RecordedCall) => Answer | undefined;

/** The server's error envelope (DESIGN §6). */
export function apiError(
  status: number,
  message: string,
  error = 'ERROR',
  details?: unknown,
): Answer {
  return { status, body: { success: false, error, message, statusCode: status, details } };
}

/**
 * Replaces fetch with a router of "METHOD /path" → data (wrapped in the success envelope) or a
 * handler (which may also answer a raw Response, e.g. a CSV), and records every call. Unknown
 * calls answer 404. The current user's permissions answer is built in.
 */
export function stubApi(routes: Record<string, unknown>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const [path = input, search = ''] = input.split('?');
    const call: RecordedCall = {
      method,
      url: input,
      path,
      query: new URLSearchParams(search),
      body,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const key = `${method} ${path}`;
    // `null` is a real answer (DELETE): only a missing key is "not found".
    const route =
      key in routes
        ? routes[key]
        : path === '/api/permissions-dynamic/user/permissions'
          ? { roles: [], effectivePermissions: [], permissions: [] }
          : undefined;
    const answer: Answer | undefined =
      typeof route === 'function'
        ? (route as Handler)(call)
        : route === undefined
          ? undefined
          : { body: { success: true, data: route } };
    if (answer instanceof Response) return answer;
    const { status = 200, body: payload } =
      answer ?? (apiError(404, 'No encontrado', 'NOT_FOUND') as { status: number; body: unknown });
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls to one "METHOD /path". */
    to: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The address the memory router is at (after navigations). */
export const currentLocation = () => screen.getByTestId('location').textContent ?? '';

const ADMIN = {
  id: 'u-1',
  email: 'recepcion@taller.test',
  full_name: 'Rosa Recepción',
  role: { id: 'r-admin', name: 'administrador', display_name: 'Administrador' },
};

const MECHANIC = {
  ...ADMIN,
  role: { id: 'r-mec', name: 'mecanico', display_name: 'Mecánico' },
};

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
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <PermissionsProvider>
        <Routes>
          {Object.entries(routes).map(([pattern, element]) => (
            <Route
              key={pattern}
              path={pattern}
              element={
                <>
                  {element}
                  <LocationProbe />
                </>
              }
            />
          ))}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </PermissionsProvider>
    </MemoryRouter>,
    {
      preloadedState: {
        auth: {
          user: asMechanic ? MECHANIC : ADMIN,
          isAuthenticated: true,
          status: 'authenticated',
        },
      },
    },
  );
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
