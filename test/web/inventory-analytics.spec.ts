import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { loginAs } from './support/session';

/**
 * /inventory/analytics ("Análisis de inventario", issue 20) on a tablet (1024 × 768), in Spanish:
 * the demo administrator sees the heading, the four KPI cards and the value by category (a part
 * stocked through the API), changes the period to the last 3 months (the address follows) and
 * goes back to the default. No WCAG 2.1 AA violation, in light and dark mode.
 */
test.use({ viewport: { width: 1024, height: 768 } });

const KPIS = ['Valor del stock', 'Rotación', 'Días de cobertura', 'Stock muerto'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`Inventory analytics (${theme})`, () => {
    test.use({ colorScheme: theme });

    test('shows the KPIs and charts, and changes the period', async ({ page }) => {
      const token = await loginAs(page, 'admin@taller.test');
      const headers = { Authorization: `Bearer ${token}` };
      const word = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const created = await page.request.post('/api/parts', {
        headers,
        data: {
          reference: `ANA-${word}`,
          brand: 'Bosch',
          name: `Batería 70 Ah ${word}`,
          category: 'baterias',
          cost_cents: 8900,
          sale_price_cents: 12900,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const part = ((await created.json()) as { data: { id: string } }).data;
      const stocked = await page.request.post(`/api/parts/${part.id}/adjustments`, {
        headers,
        data: { quantity: 3, reason: 'Recuento inicial', unit_cost_cents: 8900 },
      });
      expect(stocked.status(), await stocked.text()).toBe(201);

      await page.goto('/inventory/analytics');
      const screen = page.getByTestId('inventory-analytics-page');
      await expect(screen.getByRole('heading', { name: 'Análisis de inventario' })).toBeVisible();
      if (theme === 'dark')
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const kpis = screen.getByTestId('analytics-kpis');
      for (const title of KPIS) await expect(kpis.getByText(title, { exact: true })).toBeVisible();
      await expect(screen.getByTestId('kpi-stock-value')).toContainText('€');
      await expect(screen.getByTestId('kpi-dead-stock')).toContainText(/\d+ piezas? · /);
      await expect(
        screen.getByRole('img', { name: /valor del stock por categoría.*Baterías: / }),
      ).toBeVisible();
      await expect(screen.getByTestId('analytics-period-note')).toContainText(
        'Los consumos se cuentan por meses completos',
      );
      await expectAccessible(page, `/inventory/analytics (${theme})`);

      // The period: the last 3 months, typed into the month picker (the keyboard's way).
      const now = new Date();
      const monthOf = (back: number) => {
        const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
        return { year: date.getFullYear(), month: String(date.getMonth() + 1).padStart(2, '0') };
      };
      const [first, last] = [monthOf(2), monthOf(0)];
      const start = screen.getByPlaceholder('Mes inicial');
      await start.click();
      await start.fill(`${first.month}/${first.year}`);
      await start.press('Enter');
      const end = screen.getByPlaceholder('Mes final');
      await end.fill(`${last.month}/${last.year}`);
      await end.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(
          `/inventory/analytics\\?from=${first.year}-${first.month}-01&to=${last.year}-${last.month}-\\d{2}$`,
        ),
      );
      await expect(screen.getByTestId('analytics-period-note')).toContainText(/de \S+ de \d{4} a /);
      await expect(screen.getByTestId('kpi-stock-value')).toContainText('€');
      await page.keyboard.press('Escape');

      // The same figures as a table.
      const categories = screen.getByTestId('analytics-by-category');
      await categories.getByText('Tabla', { exact: true }).click();
      await expect(categories.getByRole('cell', { name: 'Baterías' })).toBeVisible();
      await expectAccessible(page, `/inventory/analytics, last 3 months (${theme})`);

      await screen.getByTestId('analytics-period-reset').click();
      await expect(page).toHaveURL(/\/inventory\/analytics$/);
      await expect(screen.getByTestId('analytics-period-reset')).toHaveCount(0);
    });
  });
}
