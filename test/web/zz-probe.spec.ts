import { test } from '@playwright/test';
import { loginAs } from './support/session';

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

test('probe', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'recepcion@taller.test');
  await page.goto('/customer-receipts');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shot-receipts.png', fullPage: true });
  await page.getByTestId('receipt-link').first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shot-receipt.png', fullPage: true });
  await page.goto('/vehicle-reception');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shot-reception1.png', fullPage: true });
  await page.getByTestId('reception-pick-booking').first().click().catch(() => undefined);
  await page.getByTestId('reception-plate-search').locator('input').fill('12');
  await page.waitForTimeout(800);
  await page.getByTestId('reception-pick-vehicle').first().click();
  await page.getByTestId('reception-next').click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shot-reception2.png', fullPage: true });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shot-reception2-dark-portrait.png', fullPage: true });
});
