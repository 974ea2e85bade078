import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

/**
 * Routes anyone may call without a session. Adding to this list is a security decision. The
 * detailed health report is open only outside production (health.e2e-spec checks production).
 */
/**
 * Routes opened by a signed token in their path (a customer's link): whatever the token is, one that
 * does not open a record is the same 404 (tested in appointment-reminders.e2e-spec).
 */
const CUSTOMER_LINKS = [
  'GET /api/public/appointments/:token',
  'POST /api/public/appointments/:token/confirm',
  'POST /api/public/appointments/:token/cancel',
  // A quote's link: GET shows the revision, POST records the customer's answer.
  'GET /api/public/quotes/:token',
  'POST /api/public/quotes/:token',
];

const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/health/details',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  // The customer's link of an appointment reminder: the signed token is the credential.
  ...CUSTOMER_LINKS,
]);

/** Routes any logged-in user may call whatever their roles (their own account, menu and access). */
const ANY_AUTHENTICATED = new Set([
  'GET /api/auth/me',
  'PATCH /api/auth/me',
  'POST /api/auth/change-password',
  'GET /api/navigation/menu',
  'GET /api/permissions/user/page/*',
  'GET /api/permissions-dynamic/user/sidebar',
  'GET /api/permissions-dynamic/user/permissions',
  'GET /api/permissions-dynamic/user/check',
  // One's own notifications (an employee's; tested for ownership in notifications.e2e-spec).
  'GET /api/notifications',
  'PATCH /api/notifications/mark-all',
  'PATCH /api/notifications/:id',
  'DELETE /api/notifications/:id',
  // The announcements meant for one's roles.
  'GET /api/announcements/unread',
  'GET /api/announcements/unread/meta',
  'POST /api/announcements/:id/read',
  // First-run setup: whoever loads the app asks whether it is done (SPEC's banner); only an
  // administrator completes it (POST /api/setup/complete, system.settings.admin).
  'GET /api/service-types/dropdown',
]);

/**
 * Routes whose parameter is not only an id, so a malformed one names nothing (404): a role by id or
 * by name (SPEC §7), a customer link's token.
 */
const BY_ID_OR_NAME = new Set([
  'GET /api/permissions-dynamic/roles/:role/permissions',
  ...CUSTOMER_LINKS,
]);

interface Route {
  method: string;
  path: string;
}

const VERBS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** OpenAPI documentation (swagger-ui) is public by design; it holds no data. */
const isDocumentation = (path: string) =>
  path === '/api/docs' || path.startsWith('/api/docs/') || path.startsWith('/api/docs-');

/**
 * Every route registered in Fastify's router while Nest built the app: not a hand-written list.
 * The documentation and Fastify's automatic HEAD twins are left out.
 */
function applicationRoutes(api: TestApi): Route[] {
  return api.routes.filter(
    (route) =>
      route.path.startsWith('/api/') && VERBS.has(route.method) && !isDocumentation(route.path),
  );
}

function concrete(path: string): string {
  return path
    .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\*$/, 'orders');
}

describe('Every endpoint is authorised on the server', () => {
  let api: TestApi;
  let routes: Route[];
  let noRoleToken: string;

  beforeAll(async () => {
    api = await startTestApi();
    routes = applicationRoutes(api);
    noRoleToken = (await loginAs(api.app, await createTestUser(api.app))).token;
  });
  afterAll(() => api.close());

  it('finds the application’s routes', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/auth/me' });
  });

  it('the allow-lists name only routes that exist', () => {
    const names = new Set(routes.map((route) => `${route.method} ${route.path}`));
    for (const name of [...PUBLIC, ...ANY_AUTHENTICATED]) expect(names).toContain(name);
  });

  it('without a token, every non-public route answers 401', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      if (PUBLIC.has(name)) continue;
      const res = await api
        .http()
        [route.method.toLowerCase() as 'get'](concrete(route.path))
        .send({});
      if (res.status !== 401) leaks.push(`${name} → ${res.status}`);
    }
    expect(leaks).toEqual([]);
  });

  it('a user without roles gets 403 on every route that is not public or always allowed', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      if (PUBLIC.has(name) || ANY_AUTHENTICATED.has(name)) continue;
      const res = await api
        .http()
        [route.method.toLowerCase() as 'get'](concrete(route.path))
        .set('Authorization', `Bearer ${noRoleToken}`)
        .send({});
      if (res.status !== 403) leaks.push(`${name} → ${res.status}`);
    }
    expect(leaks).toEqual([]);
  });

  it('answers a malformed path parameter with a 400 ApiError on every route, never a 500', async () => {
    const admin = (
      await loginAs(api.app, await createTestUser(api.app, { roles: ['administrador'] }))
    ).token;
    const wrong: string[] = [];
    for (const route of routes.filter((candidate) => /[:*]/.test(candidate.path))) {
      const name = `${route.method} ${route.path}`;
      const path = route.path.replace(/:[A-Za-z]+/g, 'no-es-un-id').replace(/\*$/, '%25');
      const res = await api
        .http()
        [route.method.toLowerCase() as 'get'](path)
        .set('Authorization', `Bearer ${admin}`)
        .send({});
      const apiError = res.body?.success === false && typeof res.body.message === 'string';
      // A role is named by id or by name: an unknown name is a role that does not exist.
      const expected = BY_ID_OR_NAME.has(name) ? 404 : 400;
      if (res.status !== expected || !apiError) wrong.push(`${name} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
