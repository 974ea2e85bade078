import { vi } from 'vitest';

type Handler = (init: RequestInit, url: string) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const ok = (data: unknown) => jsonResponse({ success: true, data });

export const apiFailure = (status: number, message = 'Error') =>
  jsonResponse({ success: false, error: 'ERROR', message, statusCode: status }, status);

/**
 * Stubs fetch with handlers keyed by "METHOD /path" (query ignored). Unknown calls answer 404.
 * Returns the list of calls made ("METHOD /path?query").
 */
export function mockApi(handlers: Record<string, Handler>): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = input.split('?')[0] ?? input;
      calls.push(`${method} ${input}`);
      const handler = handlers[`${method} ${path}`];
      return handler ? handler(init, input) : apiFailure(404, 'No encontrado');
    }),
  );
  return calls;
}

export function makeUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'u-1',
    email: 'mecanico1@taller.test',
    full_name: 'Pedro Mecánico',
    first_name: 'Pedro',
    last_name: 'Mecánico',
    avatar_url: null,
    role: { id: 'r-mec', name: 'mecanico', display_name: 'Mecánico' },
    roles: [{ id: 'r-mec', name: 'mecanico', display_name: 'Mecánico' }],
    employee_id: 'e-1',
    employee: null,
    is_admin: false,
    must_change_password: false,
    active: true,
    ...overrides,
  };
}

export function permissionsFor(roleNames: string[]) {
  return {
    data: {
      roles: roleNames.map((name, index) => ({
        id: `r-${index}`,
        name,
        display_name: name,
        priority: 10,
      })),
      effectivePermissions: [],
      permissions: [],
      isAdmin: false,
      isSuperAdmin: false,
    },
  };
}

export const MENU = [
  {
    id: 'c-1',
    display_name: 'Taller',
    icon: 'wrench',
    items: [
      { name: 'Panel', href: '/dashboard', icon: 'LayoutDashboard' },
      { name: 'Órdenes de trabajo', href: '/orders', icon: 'work_orders' },
    ],
  },
];
