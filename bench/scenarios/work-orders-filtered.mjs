// GET /api/work-orders with the screen's filters (issue 5): statuses, priorities, a mechanic,
// a month, a number, a customer's name, and combinations, 10 in turn over 1,000,000 orders.
import { demoAuthorization } from '../lib/auth.mjs';
import { benchMechanicId, workOrdersList } from '../lib/work-orders.mjs';

const QUERIES = [
  'status=open',
  'status=in_progress&status=on_hold',
  'priority=urgent',
  `assigned_to=${benchMechanicId(7)}`,
  `assigned_to=${benchMechanicId(7)}&status=completed&page=2`,
  'date_from=2024-03-01&date_to=2024-03-31',
  'search=WO-600123',
  'search=navarro',
  'search=transportes&status=completed',
  `priority=urgent&status=open&assigned_to=${benchMechanicId(3)}`,
];

export default {
  name: 'work-orders-filtered',
  description: 'Orders list filtered and searched, 10 queries in turn (1M orders).',
  method: 'GET',
  path: '/api/work-orders?…&limit=20',
  paths: QUERIES.map((query) => `/api/work-orders?${query}&limit=20`),
  data: ['customers-vehicles', 'work-orders'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 60, connections: 10 },
  floor: workOrdersList,
};
