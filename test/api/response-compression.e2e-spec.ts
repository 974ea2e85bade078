import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawGet } from './support/raw-get';
import { type TestApi, startTestApi } from './support/test-api';

/**
 * Issue 22: the API's JSON answers over ~1 KB travel compressed by the request's Accept-Encoding
 * (Brotli, else gzip), vary on it, and decompress to exactly the uncompressed answer; small ones
 * are sent as they are. Raw node:http: supertest would decompress before the test could look.
 */
describe('API response compression', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ listen: true });
  });
  afterAll(async () => {
    await api.close();
  });

  const get = (path: string, encoding: string) => rawGet(`${api.url}${path}`, encoding);

  it('compresses a large JSON answer with Brotli or gzip, to the same JSON', async () => {
    const plain = await get('/api/docs/json', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const document = JSON.parse(plain.body.toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const br = await get('/api/docs/json', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(document);

    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(document);
  });

  it('sends a small answer as it is', async () => {
    const health = await get('/api/health', 'gzip, deflate, br');
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toMatchObject({ success: true });
  });
});
