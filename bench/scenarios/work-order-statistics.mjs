// GET /api/work-orders/statistics (issue 5): the figures the worker's job caches, used while the
// orders' list version is unchanged (counted on a miss), over 1,000,000 orders.
import { demoAuthorization } from '../lib/auth.mjs';
import { workOrderStatistics } from '../lib/work-orders.mjs';

export default {
  name: 'work-order-statistics',
  description: 'Order statistics from the cache kept by the statistics job (1M orders).',
  method: 'GET',
  path: '/api/work-orders/statistics',
  data: ['customers-vehicles', 'work-orders'],
  sameAnswer: true,
  // One request first, so both servers answer from the same cached figures (the job's work).
  async prepare({ apiUrl }) {
    const authorization = await demoAuthorization(apiUrl);
    await fetch(`${apiUrl}/api/work-orders/statistics`, authorization);
    return authorization;
  },
  budget: { p95Ms: 10, connections: 10 },
  floor: workOrderStatistics,
};
