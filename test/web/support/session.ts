import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'Demo-Taller-2026';

/**
 * Signs in through the API and stores the session the way the SPA does. The storage is written on
 * the origin's favicon, not on a screen: starting the SPA only to leave it costs every test a
 * page load. Answers the access token, for the test's own API calls.
 */
export async function loginAs(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { accessToken: string; user: unknown } };
  await page.goto('/favicon.svg');
  await page.evaluate(
    `localStorage.setItem('accessToken', ${JSON.stringify(body.data.accessToken)});` +
      `localStorage.setItem('auth-storage', ${JSON.stringify(
        JSON.stringify({ user: body.data.user, isAuthenticated: true }),
      )});`,
  );
  return body.data.accessToken;
}

/** What the demo administrator does at /admin/users-permissions: activates a self-registered account. */
export async function approveAccount(page: Page, email: string): Promise<void> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'admin@taller.test', password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const headers = { Authorization: `Bearer ${accessToken}` };
  const found = await page.request.get('/api/users', { params: { search: email }, headers });
  const users = ((await found.json()) as { data: { data: { id: string; email: string }[] } }).data
    .data;
  const user = users.find((candidate) => candidate.email === email);
  expect(user, `${email} is listed`).toBeDefined();
  const activated = await page.request.post(`/api/users/${user!.id}/activate`, { headers });
  expect(activated.status(), await activated.text()).toBeLessThan(300);
}
