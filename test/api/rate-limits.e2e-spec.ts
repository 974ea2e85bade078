import { randomUUID } from 'node:crypto';
import { Cache } from '../../libs/platform/src';
import { TcpProxy } from './support/tcp-proxy';
import { TEST_PASSWORD, createTestUser } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

/** Until its Redis connection is ready a process lets requests through uncounted. */
async function redisReady(api: TestApi): Promise<void> {
  const cache = api.app.get(Cache);
  while ((await cache.hit(`ready:${randomUUID()}`, 1)) === null)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Request rates per client address (issue 17, "Abuse"): counted in Redis, so two API processes
 * share them; past a limit, 429 with Retry-After and a Spanish ApiError. Each test speaks from its
 * own address (X-Forwarded-For, trusted from loopback) so the counters do not meet.
 */
describe('Rate limits', () => {
  const limits = {
    RATE_LIMIT_PER_MINUTE: '6',
    RATE_LIMIT_SENSITIVE_PER_MINUTE: '2',
    // The two processes' counters meet only through Redis, under one prefix of their own.
    REDIS_KEY_PREFIX: `${process.env.REDIS_KEY_PREFIX}:rates:${randomUUID()}`,
  };
  let first: TestApi;
  let second: TestApi;
  let address = 10;
  const nextAddress = () => ({ 'X-Forwarded-For': `192.0.2.${address++}` });

  beforeAll(async () => {
    [first, second] = await Promise.all([
      startTestApi({ env: limits }),
      startTestApi({ env: limits }),
    ]);
    await Promise.all([redisReady(first), redisReady(second)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('answers 429 with Retry-After and a Spanish message past the API-wide limit, on every route', async () => {
    const from = nextAddress();
    // Refused or not, every request counts: six anonymous calls use the minute up.
    for (let i = 0; i < 6; i++) await first.http().get('/api/auth/me').set(from).expect(401);
    const refused = await first.http().get('/api/customers').set(from).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({
      success: false,
      error: 'TOO_MANY_REQUESTS',
      statusCode: 429,
      retryable: true,
    });
    expect(refused.body.message).toMatch(/^Demasiadas peticiones\. Espera \d+ segundos?/);
    // Another address is not affected.
    await first.http().get('/api/auth/me').set(nextAddress()).expect(401);
  });

  it('shares the counters between API processes', async () => {
    const from = nextAddress();
    for (let i = 0; i < 3; i++) await first.http().get('/api/auth/me').set(from).expect(401);
    for (let i = 0; i < 3; i++) await second.http().get('/api/auth/me').set(from).expect(401);
    await second.http().get('/api/auth/me').set(from).expect(429);
    await first.http().get('/api/auth/me').set(from).expect(429);
  });

  it('holds sign-in, registration and refresh to the strict limit, each route on its own', async () => {
    const from = nextAddress();
    const user = await createTestUser(first.app, { roles: ['recepcion'] });
    const login = () =>
      first
        .http()
        .post('/api/auth/login')
        .set(from)
        .send({ email: user.email, password: TEST_PASSWORD });
    await login().expect(200);
    await login().expect(200);
    const refused = await login().expect(429);
    expect(refused.body.error).toBe('TOO_MANY_REQUESTS');
    expect(refused.headers['retry-after']).toBeDefined();

    const register = () =>
      second
        .http()
        .post('/api/auth/register')
        .set(from)
        .send({ email: `nuevo-${randomUUID()}@taller.test`, password: 'x' });
    // Invalid or not, attempts count: a bot cannot probe e-mails at will.
    await register().expect(400);
    await register().expect(400);
    await register().expect(429);
  });

  it('leaves the health probe out, so load balancers never meet the limit', async () => {
    const from = nextAddress();
    for (let i = 0; i < 10; i++) await first.http().get('/api/health').set(from).expect(200);
    await first.http().get('/api/auth/me').set(from).expect(401);
  });
});

describe('Rate limits while Redis is down', () => {
  const redis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const proxy = new TcpProxy(Number(redis.port || 6379), redis.hostname);
  let api: TestApi;

  beforeAll(async () => {
    const port = await proxy.up();
    api = await startTestApi({
      env: {
        RATE_LIMIT_PER_MINUTE: '2',
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_KEY_PREFIX: `${process.env.REDIS_KEY_PREFIX}:rates-outage:${randomUUID()}`,
      },
    });
  });
  afterAll(async () => {
    await proxy.up();
    // Closed while its clients are still reconnecting, a process would leave them behind.
    if (api) await redisReady(api);
    await api?.close();
    await proxy.down();
  });

  it('lets requests through uncounted rather than failing them', async () => {
    await proxy.down();
    for (let i = 0; i < 5; i++) await api.http().get('/api/auth/me').expect(401);
    expect(api.logs.text()).toContain('Redis is unavailable: request rates are not limited');
  });
});
