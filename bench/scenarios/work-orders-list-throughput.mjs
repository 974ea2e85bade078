// GET /api/work-orders at 50 connections (issue 5): the default list's throughput against the floor.
// Judged only in a run with BENCH_CONNECTIONS=50; the requests of work-orders-list with the
// default sort spelled out (the runner measures each route once).
import { demoAuthorization } from '../lib/auth.mjs';
import { workOrdersList } from '../lib/work-orders.mjs';

export default {
  name: 'work-orders-list-throughput',
  description: 'Orders list, default sort, pages 1–3, throughput at 50 connections (1M orders).',
  method: 'GET',
  path: '/api/work-orders?sort=-created_at&page=…&limit=20',
  paths: [1, 2, 3].map((page) => `/api/work-orders?sort=-created_at&page=${page}&limit=20`),
  data: ['customers-vehicles', 'work-orders'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { rpsRatio: 0.6, connections: 50 },
  floor: workOrdersList,
};
