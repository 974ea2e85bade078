// GET /api/health: the liveness/readiness probe. The API runs `select 1` through MikroORM
// (HealthService.checkDatabase) and answers `{"success":true,"data":true}`; the floor runs the same
// statement on its pg pool. Baseline only: no issue sets a budget for it.
export default {
  name: 'health',
  description: 'Readiness probe: one `select 1` through MikroORM, enveloped `true`.',
  method: 'GET',
  path: '/api/health',
  // Probed by load balancers every few seconds: outside the API's rate limit.
  rateLimited: false,
  floor: { sql: 'select 1', data: () => true },
};
