// GET /api/work-orders/{id} (issue 5): an order with its lines, totals and status history, 20
// orders in turn among 1,000,000 (old and recent ones).
import { demoAuthorization } from '../lib/auth.mjs';
import { benchOrderId, workOrderDetail } from '../lib/work-orders.mjs';

const ORDERS = [1, 7, 4242, 99_999, 123_457, 200_000, 314_159, 400_001, 500_000, 555_555, 600_123,
  654_321, 700_000, 777_777, 850_000, 900_001, 950_000, 990_000, 999_000, 1_000_000]; // prettier-ignore

export default {
  name: 'work-order-detail',
  description: 'Order detail with lines and history, 20 orders in turn (1M orders, 5M lines).',
  method: 'GET',
  path: '/api/work-orders/{id}',
  paths: ORDERS.map((n) => `/api/work-orders/${benchOrderId(n)}`),
  data: ['customers-vehicles', 'work-orders'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 15, connections: 10 },
  floor: workOrderDetail,
};
