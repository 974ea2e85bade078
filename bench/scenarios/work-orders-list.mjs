// GET /api/work-orders (issue 5): the orders list as the screen first asks for it, newest first,
// 20 a page with the exact total, over 1,000,000 orders (bench/data/work-orders.mjs): pages 1 to 3
// in turn. The guard, the controller's actor (permissions from the Redis cache), the page, the
// total (cached under the orders' list version) and the names of its customers, vehicles and
// mechanics. The floor runs the same statements and must give the same answer.
import { demoAuthorization } from '../lib/auth.mjs';
import { workOrdersList } from '../lib/work-orders.mjs';

export default {
  name: 'work-orders-list',
  description: 'Orders list, default sort, pages 1–3 with the exact total (1M orders).',
  method: 'GET',
  path: '/api/work-orders?page=…&limit=20',
  paths: [1, 2, 3].map((page) => `/api/work-orders?page=${page}&limit=20`),
  data: ['customers-vehicles', 'work-orders'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 30, connections: 10 },
  floor: workOrdersList,
};
