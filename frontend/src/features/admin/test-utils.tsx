import { PERMISSIONS } from '@px/contracts';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { renderWithProviders } from '@/test/render';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => { status?: number; body: unknown } | undefined;

/**
 * Replaces fetch with a router of "METHOD /path" → answer (like shared/api/client.test.ts does)
 * and records every call. Unknown calls answer 404.
 */
export function stubApi(routes: Record<string, unknown | Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url: input, body };
    calls.push(call);
    const path = input.split('?')[0];
    const route = routes[`${method} ${path}`];
    const answer =
      typeof route === 'function'
        ? (route as Handler)(call)
        : route === undefined
          ? undefined
          : { body: { success: true, data: route } };
    const { status = 200, body: payload } = answer ?? {
      status: 404,
      body: { success: false, error: 'NOT_FOUND', message: 'No encontrado', statusCode: 404 },
    };
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders an admin screen at `path` inside the app providers and a memory router. */
export function renderAdminPage(page: ReactElement, path: string) {
  const pathname = path.split('?')[0] ?? path;
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={pathname}
          element={
            <>
              {page}
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

export const ROLE_ADMIN = {
  id: 'r-admin',
  name: 'administrador',
  display_name: 'Administrador',
  description: null,
  priority: 100,
  is_system: true,
  user_count: 1,
  permission_count: 0,
};

export const ROLE_MECHANIC = {
  id: 'r-mec',
  name: 'mecanico',
  display_name: 'Mecánico',
  description: 'Trabaja en las órdenes',
  priority: 10,
  is_system: true,
  user_count: 4,
  permission_count: 1,
};

const WORK_ORDERS = { id: 'm-wo', name: 'work_orders', display_name: 'Órdenes de trabajo' };

export const PERMISSION_READ = {
  id: 'p-read',
  name: PERMISSIONS.work_orders.orders.read,
  resource: 'orders',
  action: 'read',
  display_name: 'Ver órdenes',
  description: null,
  is_active: true,
  module: WORK_ORDERS,
};

export const PERMISSION_UPDATE = {
  ...PERMISSION_READ,
  id: 'p-update',
  name: PERMISSIONS.work_orders.orders.update,
  action: 'update',
  display_name: 'Editar órdenes',
};
