import { Client } from 'pg';
import { PlatformProbeModule } from '../fixtures/platform-probe.module';
import { type TestApi, startTestApi } from './support/test-api';

const API_ERROR_KEYS = [
  'details',
  'error',
  'message',
  'requestId',
  'retryable',
  'statusCode',
  'success',
  'timestamp',
];

describe('HTTP envelope and ApiError (DESIGN §6)', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ extraModules: [PlatformProbeModule], env: { BODY_LIMIT: '2kb' } });
  });
  afterAll(() => api.close());

  it('wraps a success as { success: true, data } with a request id header', async () => {
    const res = await api.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ success: true, data: true });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers on every answer, errors included, and HSTS only over HTTPS', async () => {
    for (const res of [
      await api.http().get('/api/health').expect(200),
      await api.http().get('/api/no-such-route').expect(404),
      await api.http().get('/api/auth/me').expect(401),
    ]) {
      expect(res.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("script-src 'self'"),
        'permissions-policy': expect.stringContaining('geolocation=()'),
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
        'cache-control': 'no-store',
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const secure = await api.http().get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(secure.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('wraps a handler that returns nothing as data: null, and leaves a raw handler alone', async () => {
    const empty = await api.http().delete('/api/__probe/nothing').expect(200);
    expect(empty.body).toEqual({ success: true, data: null });
    expect(empty.headers['content-type']).toMatch(/^application\/json/);
    const raw = await api.http().get('/api/__probe/raw').expect(200);
    expect(raw.body).toEqual({ status: 'ok' });
  });

  it('accepts +json media types and treats an empty JSON body as no body', async () => {
    const merge = await api
      .http()
      .post('/api/__probe/echo')
      .set('Content-Type', 'application/merge-patch+json')
      .send(JSON.stringify({ name: 'Aceite' }))
      .expect(201);
    expect(merge.body.data).toEqual({ name: 'Aceite' });
    const empty = await api
      .http()
      .delete('/api/__probe/nothing')
      .set('Content-Type', 'application/json')
      .send('')
      .expect(200);
    expect(empty.body).toEqual({ success: true, data: null });
  });

  it('refuses a JSON body in a charset other than UTF-8 with 415', async () => {
    const res = await api
      .http()
      .post('/api/__probe/echo')
      .set('Content-Type', 'application/json; charset=latin1')
      .send(JSON.stringify({ name: 'x' }))
      .expect(415);
    expect(res.body).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', statusCode: 415 });
    expect(res.body.message).toContain('UTF-8');
  });

  it('refuses prototype-poisoning keys as malformed JSON', async () => {
    const res = await api
      .http()
      .post('/api/__probe/echo')
      .set('Content-Type', 'application/json')
      .send('{"name":"x","__proto__":{"admin":true}}')
      .expect(400);
    expect(res.body.error).toBe('MALFORMED_JSON');
  });

  it('keeps a well-formed incoming x-request-id and replaces an unsafe one', async () => {
    const kept = await api.http().get('/api/health').set('x-request-id', 'proxy-abc-12345678');
    expect(kept.headers['x-request-id']).toBe('proxy-abc-12345678');
    const replaced = await api.http().get('/api/health').set('x-request-id', 'bad id <script>');
    expect(replaced.headers['x-request-id']).not.toContain('script');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown /api route with a 404 ApiError in Spanish', async () => {
    const res = await api.http().get('/api/no-such-thing').expect(404);
    expect(Object.keys(res.body).sort()).toEqual(API_ERROR_KEYS);
    expect(res.body).toMatchObject({
      success: false,
      error: 'NOT_FOUND',
      statusCode: 404,
      retryable: false,
      details: null,
      message: 'La ruta solicitada no existe: GET /api/no-such-thing.',
    });
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
    expect(new Date(res.body.timestamp).toString()).not.toBe('Invalid Date');
  });

  it('rejects invalid fields with 400 and Spanish field details', async () => {
    const res = await api
      .http()
      .post('/api/__probe/echo')
      .send({
        name: 'un nombre demasiado largo',
        email: 'no-es-correo',
        lines: [{ name: 'x', quantity: 0 }],
        extra: 1,
      })
      .expect(400);
    expect(res.body).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      statusCode: 400,
      retryable: false,
    });
    expect(res.body.message).toMatch(/revisa los campos/);
    const byField = Object.fromEntries(
      (res.body.details as { field: string; message: string; code: string }[]).map((d) => [
        `${d.field}:${d.code}`,
        d.message,
      ]),
    );
    expect(byField['name:maxLength']).toBe('El campo «name» no puede superar los 10 caracteres.');
    expect(byField['email:isEmail']).toBe(
      'El campo «email» debe ser un correo electrónico válido.',
    );
    expect(byField['lines.0.quantity:min']).toBe(
      'El campo «lines.0.quantity» debe ser como mínimo 1.',
    );
    expect(byField['extra:whitelistValidation']).toBe('El campo «extra» no está permitido.');
  });

  it('reports a missing required field', async () => {
    const res = await api.http().post('/api/__probe/echo').send({}).expect(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'isString', message: 'El campo «name» debe ser un texto.' },
      ]),
    );
  });

  it('passes a valid body through to the handler', async () => {
    const res = await api
      .http()
      .post('/api/__probe/echo')
      .send({ name: 'Frenos', lines: [{ name: 'Pastillas', quantity: 2 }] })
      .expect(201);
    expect(res.body).toEqual({
      success: true,
      data: { name: 'Frenos', lines: [{ name: 'Pastillas', quantity: 2 }] },
    });
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await api
      .http()
      .post('/api/__probe/echo')
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(res.body).toMatchObject({
      error: 'MALFORMED_JSON',
      message: 'El cuerpo de la solicitud no es un JSON válido.',
    });
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers an oversized body with 413', async () => {
    const res = await api
      .http()
      .post('/api/__probe/echo')
      .send({ name: 'x'.repeat(5000) })
      .expect(413);
    expect(res.body).toMatchObject({
      success: false,
      error: 'PAYLOAD_TOO_LARGE',
      statusCode: 413,
      details: { limit_bytes: 2048 },
    });
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await api
      .http()
      .post('/api/__probe/echo')
      .set('Content-Type', 'text/plain')
      .send('name=x')
      .expect(415);
    expect(res.body).toMatchObject({
      success: false,
      error: 'UNSUPPORTED_MEDIA_TYPE',
      statusCode: 415,
    });
    expect(res.body.message).toContain('application/json');
  });

  it('maps a domain conflict to 409 carrying the current version', async () => {
    const res = await api.http().get('/api/__probe/stale').expect(409);
    expect(res.body).toMatchObject({
      error: 'VERSION_CONFLICT',
      details: { current_version: 7 },
      retryable: false,
    });
  });

  it('hides internals of a 500 and logs it with the request id', async () => {
    const res = await api.http().get('/api/__probe/crash').expect(500);
    expect(res.body).toMatchObject({
      success: false,
      error: 'INTERNAL_ERROR',
      statusCode: 500,
      retryable: true,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/secret_table|insert into|\/srv\/app\.ts|at /);
    const logged = api.logs
      .entries()
      .find((entry) => entry.requestId === res.body.requestId && entry.level === 'error');
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('secret_table');
  });

  it('never writes credentials to the logs', async () => {
    await api
      .http()
      .get('/api/health')
      .set('Authorization', 'Bearer super-secret-token-value')
      .set('Cookie', 'refresh=cookie-secret');
    await api
      .http()
      .post('/api/__probe/echo')
      .send({ name: 'x', password: 'Contraseña-Secreta-1' });
    const text = api.logs.text();
    expect(text).not.toContain('super-secret-token-value');
    expect(text).not.toContain('cookie-secret');
    expect(text).not.toContain('Contraseña-Secreta-1');
  });

  it('answers 503 (retryable) when the database connection is lost, and recovers by itself', async () => {
    const admin = new Client({ connectionString: api.config.databaseUrl });
    await admin.connect();
    try {
      const pending = api.http().get('/api/__probe/slow-query');
      const killer = (async () => {
        for (let i = 0; i < 50; i++) {
          const { rows } = await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like '%pg_sleep%'`,
          );
          if (rows.length) {
            await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
              rows.map((r) => r.pid),
            ]);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      const [res] = await Promise.all([pending, killer]);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        error: 'SERVICE_UNAVAILABLE',
        statusCode: 503,
        retryable: true,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/terminat|pg_sleep/i);
    } finally {
      await admin.end();
    }
    await api.http().get('/api/health').expect(200);
  });

  it('publishes the OpenAPI document generated from the controllers', async () => {
    const res = await api.http().get('/api/docs/json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.info.title).toBe('PX Taller API');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/health/details']),
    );
    const page = await api.http().get('/api/docs').expect(200);
    expect(page.text).toContain('swagger');
  });
});
