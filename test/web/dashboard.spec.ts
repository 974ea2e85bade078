import { expect, test } from '@playwright/test';
import { loginAs } from './support/session';

/**
 * The home panel's "Órdenes activas" card counts the workshop's open orders from the orders
 * statistics (with the overdue and unassigned ones) and leads to the orders list.
 */
test.describe('home panel', () => {
  test('shows the open orders the statistics count and opens the orders list', async ({ page }) => {
    await loginAs(page, 'recepcion@taller.test');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const stats = await page.request.get('/api/work-orders/statistics', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stats.status()).toBe(200);
    const { data } = (await stats.json()) as {
      data: { activeByPriority: Record<string, number>; overdue: number; unassigned: number };
    };
    const active = Object.values(data.activeByPriority).reduce((sum, n) => sum + n, 0);

    await page.goto('/dashboard');
    const card = page.getByTestId('home-active-orders');
    await expect(card.getByText('Órdenes activas')).toBeVisible();
    await expect(card.locator('.ant-statistic-content-value')).toHaveText(String(active));
    await expect(card.getByText(`${data.overdue} con retraso`)).toBeVisible();
    await expect(card.getByText(`${data.unassigned} sin asignar`)).toBeVisible();
    await expect(card.getByText(/cuando se instale su módulo/)).toHaveCount(0);

    await card.getByRole('button', { name: 'Ver órdenes de trabajo' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });
});
