import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestApi, startTestApi } from './support/test-api';

describe('The built SPA served by the API (production)', () => {
  let api: TestApi;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'px-spa-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>PX Taller</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    api = await startTestApi({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await api.http().get('/assets/index-3f9a1c.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing asset with a plain 404 (a stale deployment), not the app', async () => {
    const res = await api.http().get('/assets/index-old.js').expect(404);
    expect(res.text).toBe('');
  });

  it('answers client routes with index.html, never cached', async () => {
    for (const path of ['/', '/orders/123', '/vehicles/abc/history']) {
      const res = await api.http().get(path).set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps /api answers as ApiErrors rather than the app', async () => {
    const res = await api.http().get('/api/unknown').expect(404);
    expect(res.body).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });
});
