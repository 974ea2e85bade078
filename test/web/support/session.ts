import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'Demo-Taller-2026';

/**
 * Signs in through the API and stores the session the way the SPA does, then opens /login.
 * Answers the access token, for the test's own API calls.
 */
export async function loginAs(page: Page, email: string): Promise<string> {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { accessToken: string; user: unknown } };
  await page.goto('/login');
  await page.evaluate(
    `localStorage.setItem('accessToken', ${JSON.stringify(body.data.accessToken)});` +
      `localStorage.setItem('auth-storage', ${JSON.stringify(
        JSON.stringify({ user: body.data.user, isAuthenticated: true }),
      )});`,
  );
  return body.data.accessToken;
}
