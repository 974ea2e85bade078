import type { OdometerReading, ServiceReminder, VehicleDetail } from '@px/contracts';
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
}

type Answer = { status?: number; body: unknown };
type Handler = (call: RecordedCall) => Answer | undefined;

/** The server's error envelope (DESIGN §6). */
export function apiError(
  status: number,
  message: string,
  error = 'ERROR',
  details?: unknown,
): Answer {
  return {
    status,
    body: { success: false, error, message, statusCode: status, details },
  };
}

/**
 * Replaces fetch with a router of "METHOD /path" → data (wrapped in the success envelope) or a
 * handler, and records every call. Unknown calls answer 404. The current user's permissions
 * answer is built in.
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
    const { status = 200, body: payload } = answer ?? apiError(404, 'No encontrado', 'NOT_FOUND');
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

/**
 * Renders a vehicle screen at `path` (matched by `pattern`, e.g. /vehicles/:id) inside the app's
 * providers, the permissions context (an administrator: every action shown) and a memory router.
 * Navigations away land on a probe that shows the new address.
 */
export function renderVehiclePage(page: ReactElement, path: string, pattern = path.split('?')[0]) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <PermissionsProvider>
        <Routes>
          <Route
            path={pattern}
            element={
              <>
                {page}
                <LocationProbe />
              </>
            }
          />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </PermissionsProvider>
    </MemoryRouter>,
    {
      preloadedState: {
        auth: {
          user: {
            id: 'u-1',
            email: 'recepcion@taller.test',
            full_name: 'Rosa Recepción',
            role: { id: 'r-admin', name: 'administrador', display_name: 'Administrador' },
          },
          isAuthenticated: true,
          status: 'authenticated',
        },
      },
    },
  );
}

export const VEHICLE: VehicleDetail = {
  id: '7b0c6f0e-1111-4a4a-9999-000000000001',
  license_plate: '1234 BCD',
  plate_country: 'ES',
  plate_format: 'current',
  make: 'Seat',
  model: 'León',
  vehicle_version: '1.5 TSI FR',
  year: 2019,
  vin: 'VSSZZZ5FZKR000001',
  vin_check_digit_ok: false,
  fuel: 'gasoline',
  colour: 'Rojo',
  engine: '1.5 TSI 150 CV',
  customer_id: 'c-1',
  customer_name: 'Lucía García',
  odometer_km: 120_000,
  odometer_read_at: '2026-03-01T10:00:00.000Z',
  next_itv_date: '2027-05-31',
  notes: '',
  created_at: '2025-01-10T09:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  version: 3,
};

export function reading(km: number, readAt: string, extra: Partial<OdometerReading> = {}) {
  return {
    id: `r-${km}`,
    vehicle_id: VEHICLE.id,
    km,
    read_at: readAt,
    source: 'manual',
    is_correction: false,
    reason: null,
    recorded_by_name: 'Rosa Recepción',
    created_at: readAt,
    ...extra,
  } satisfies OdometerReading;
}

export function reminder(extra: Partial<ServiceReminder> = {}): ServiceReminder {
  return {
    id: 'rem-1',
    vehicle_id: VEHICLE.id,
    kind: 'service',
    description: 'Cambio de aceite y filtros',
    due_date: '2026-09-30',
    due_km: 130_000,
    done_at: null,
    state: 'scheduled',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    version: 1,
    ...extra,
  };
}

export const EMPTY_PAGE = { data: [], pagination: { page: 1, limit: 20, total: 0 } };
