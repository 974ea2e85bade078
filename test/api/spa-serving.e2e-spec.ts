import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { rawGet } from './support/raw-get';
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
    // What scripts/compress-web-assets.mjs writes beside each file of the build.
    for (const file of [join(dist, 'assets', 'index-3f9a1c.js'), join(dist, 'index.html')]) {
      const content = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(content));
      writeFileSync(`${file}.gz`, gzipSync(content));
    }
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    api = await startTestApi({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist }, listen: true });
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

  it("sends the build's Brotli or gzip copy by the request's Accept-Encoding, varying on it", async () => {
    // As the bytes travel (no client-side decompression): the encoding is the server's choice.
    const get = async (path: string, encoding: string) => {
      const answer = await rawGet(`${api.url}${path}`, encoding);
      expect(answer.status).toBe(200);
      return answer;
    };
    const raw = (res: { body: Buffer }) => res.body;

    const br = await get('/assets/index-3f9a1c.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(raw(br)).toString()).toBe('console.log("app")');

    const gz = await get('/assets/index-3f9a1c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw(gz)).toString()).toBe('console.log("app")');

    const plain = await get('/assets/index-3f9a1c.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(raw(plain).toString()).toBe('console.log("app")');

    const page = await get('/orders/123', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(raw(page)).toString()).toContain('<div id="root">');
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
