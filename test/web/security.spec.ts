import { expect, test } from '@playwright/test';
import { loginAs } from './support/session';

/**
 * Issue 17 in the browser: the Content-Security-Policy is sent and the app works under it, and a
 * logout in one tab ends the session in the other (its socket closes, its next call is refused).
 */

/** Records every Content-Security-Policy violation the page reports. */
async function watchViolations(page: import('@playwright/test').Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      // In the page: the test reads the page's console.
      // eslint-disable-next-line no-console
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return violations;
}

test.describe('security', () => {
  test('the app runs under its Content-Security-Policy without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(response?.headers()['permissions-policy']).toContain('geolocation=()');

    await loginAs(page, 'admin@taller.test');
    for (const screen of [
      '/dashboard',
      '/orders',
      '/orders?view=board',
      '/customers',
      '/vehicles',
    ]) {
      await page.goto(screen);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    // The search palette draws under the same policy.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a logout in one tab ends the session in the other', async ({ context }) => {
    const first = await context.newPage();
    await loginAs(first, 'recepcion@taller.test');
    await first.goto('/dashboard');
    await expect(first.getByTestId('home-welcome')).toBeVisible();
    // The second tab shares the session (the same stored token) and opens its own socket.
    const second = await context.newPage();
    const ended = second.waitForEvent('websocket').then(
      (socket) =>
        new Promise<string>((resolve) =>
          socket.on('framereceived', (frame) => {
            const text = String(frame.payload);
            if (text.includes('SESSION_ENDED')) resolve(text);
          }),
        ),
    );
    await second.goto('/dashboard');
    await expect(second.getByTestId('home-welcome')).toBeVisible();
    const token = await second.evaluate(() => localStorage.getItem('accessToken'));

    await first.getByTestId('user-menu').click();
    await first.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(first).toHaveURL(/\/login$/);

    // The other tab's socket is told the session ended, and its token no longer answers.
    expect(await ended).toContain('Tu sesión ha terminado');
    const refused = await second.request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(401);
    // Its next screen sends it to the login.
    await second.goto('/customers');
    await expect(second).toHaveURL(/\/login/);
  });
});
