import { expect, test } from '@playwright/test';

/**
 * Issue 22, the first load: every script, stylesheet, SVG and JSON the login page fetches from the
 * app comes compressed (the build's Brotli or gzip copy, by Chromium's Accept-Encoding) and varies
 * on Accept-Encoding; hashed assets are cached for a year, the page itself never. The byte budgets
 * are the bench's (`npm run bench:web`), not a test's.
 */
const TEXT_ASSET = /\.(js|mjs|css|svg|json|webmanifest)(\?|$)/;

test('the login page loads every text asset compressed, hashed ones cached for good', async ({
  page,
  baseURL,
}) => {
  const assets: { url: string; encoding?: string; vary?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(baseURL!) || !TEXT_ASSET.test(new URL(url).pathname)) return;
    if (response.status() !== 200) return;
    const headers = response.headers();
    assets.push({
      url,
      encoding: headers['content-encoding'],
      vary: headers['vary'],
      cache: headers['cache-control'],
    });
  });
  const document = await page.goto('/login');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(assets.filter((asset) => asset.url.includes('/assets/')).length).toBeGreaterThan(0);
  for (const asset of assets) {
    expect(asset.encoding, asset.url).toMatch(/^(br|gzip)$/);
    expect(asset.vary, asset.url).toMatch(/accept-encoding/i);
    if (new URL(asset.url).pathname.startsWith('/assets/')) {
      expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
    }
  }
});
