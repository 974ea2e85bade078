// GET /api/customers (issue 4): the customers list over 1,000,000 customers as the screen asks for
// it (bench/data/customers-vehicles.mjs), pages in turn: the default (sorted by name), the next
// pages and the last one (one click away in the pager), the other sorts, the type and tag filters,
// searches (a common surname on pages 1 and 2, a NIF, a surname among people) and filters combined.
// The guard, then CustomersReader.list: the page and the total (cached in Redis under the
// customers' list version, counted on a miss). The floor runs the same statements and Redis
// commands and must give the same answer.
import { authorize, demoAuthorization } from '../lib/auth.mjs';
import { customersList, queryOf } from '../lib/customers-vehicles.mjs';

const PAGES = [
  'sort=name&page=1',
  'sort=name&page=2',
  'sort=name&page=10',
  'sort=name&page=50010',
  'sort=-name&page=1',
  'sort=-created_at&page=1',
  'type=company&sort=name&page=1',
  'tag=vip&sort=name&page=1',
  'search=garc%C3%ADa&sort=name&page=1',
  'search=navarro&sort=name&page=2',
  'search=97655983F&sort=name&page=1',
  'search=lopez&type=person&sort=name&page=1',
  'type=company&tag=flota&sort=-created_at&page=1',
];

export default {
  name: 'customers-list',
  description: 'Customers list pages: sorts, filters, searches, 13 in turn (1M customers).',
  method: 'GET',
  path: '/api/customers?…&limit=20',
  paths: PAGES.map((query) => `/api/customers?${query}&limit=20`),
  data: ['customers-vehicles'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 40, connections: 10 },
  async floor(ctx, req) {
    await authorize(ctx, req, 'customers.customers.read');
    return customersList(ctx, queryOf(req));
  },
};
