import { type HealthDetails } from '../../libs/contracts/src';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

describe('Health endpoints', () => {
  describe('with PostgreSQL and Redis up', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());

    it('GET /api/health answers true', async () => {
      const res = await api.http().get('/api/health').expect(200);
      expect(res.body).toEqual({ success: true, data: true });
    });

    it('GET /api/health/details reports every dependency for operators', async () => {
      const res = await api.http().get('/api/health/details').expect(200);
      const details = res.body.data as HealthDetails;
      expect(details.status).toBe('ok');
      expect(details.version).toBe('1.0.0-test');
      expect(details.uptime_seconds).toBeGreaterThanOrEqual(0);
      expect(details.database).toMatchObject({ status: 'up', latency_ms: expect.any(Number) });
      expect(details.redis).toMatchObject({ status: 'up', latency_ms: expect.any(Number) });
      // Every queue some installed module runs a job on (the manifests declare them).
      expect(details.queues.map((q) => q.name).sort()).toEqual([
        'billing',
        'inventory',
        'kpis',
        'mail',
        'maintenance',
        'reminders',
        'verifactu',
        'workforce',
      ]);
      for (const queue of details.queues) {
        expect(queue.status).toBe('up');
        expect(queue.counts).toMatchObject({
          waiting: expect.any(Number),
          failed: expect.any(Number),
        });
      }
      expect(details.outbox).toMatchObject({
        unpublished: expect.any(Number),
        dead_deliveries: expect.any(Number),
      });
    });
  });

  describe('with Redis unreachable', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    });
    afterAll(() => api.close());

    it('keeps serving HTTP and says Redis is down', async () => {
      await api.http().get('/api/health').expect(200);
      const res = await api.http().get('/api/health/details').expect(200);
      const details = res.body.data as HealthDetails;
      expect(details.status).toBe('degraded');
      expect(details.database.status).toBe('up');
      expect(details.redis.status).toBe('down');
      expect(details.queues.every((q) => q.status === 'down' && q.counts === null)).toBe(true);
    });
  });

  describe('in production', () => {
    let api: TestApi;
    let admin: string;
    let reception: string;
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });
    beforeAll(async () => {
      api = await startTestApi({ env: { NODE_ENV: 'production', SERVE_WEB: 'false' } });
      admin = (await loginAs(api.app, await createTestUser(api.app, { roles: ['administrador'] })))
        .token;
      reception = (await loginAs(api.app, await createTestUser(api.app, { roles: ['recepcion'] })))
        .token;
    });
    afterAll(() => api.close());

    it('tells anyone only up or down', async () => {
      const res = await api.http().get('/api/health').expect(200);
      expect(res.body).toEqual({ success: true, data: true });
    });

    it('keeps the detailed report and the API description for administrators', async () => {
      for (const path of ['/api/health/details', '/api/docs', '/api/docs/json']) {
        const anonymous = await api.http().get(path).expect(401);
        expect(anonymous.body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
        const staff = await api.http().get(path).set(as(reception)).expect(403);
        expect(staff.body).toMatchObject({ success: false, error: 'FORBIDDEN' });
      }
      await api.http().get('/api/health/details').set(as(admin)).expect(200);
      const description = await api.http().get('/api/docs/json').set(as(admin)).expect(200);
      expect(description.body.info.title).toBe('PX Taller API');
    });
  });
});
