// GET /api/customers/search (issue 4): the search palette's customer source over 1,000,000 customers
// and 1,200,000 vehicles (bench/data/customers-vehicles.mjs). Every connection asks these queries in
// turn, as people type them: frequent and rarer surnames, two surnames, a name and a company
// prefix, accents, an e-mail domain, an exact NIF and CIF, a phone and a plate fragment, an exact
// plate. The guard (token, session, permission from the Redis cache), then CustomerSearch: its
// text statement and the owners by plate, merged by rank. The floor runs the same statements and
// must give the same answer.
import { authorize, demoAuthorization } from '../lib/auth.mjs';
import { customerSearch, queryOf } from '../lib/customers-vehicles.mjs';

const QUERIES = [
  'garc',
  'Navarro',
  'iglesias',
  'lopez garcia',
  'maria l',
  'transportes',
  'Fernández',
  'hotmail',
  '97655983F',
  'B43170091',
  '677668',
  '4082 D',
  '2026LJF',
];

export default {
  name: 'customer-search',
  description: 'Customer palette search, 13 queries in turn (1M customers, 1.2M vehicles).',
  method: 'GET',
  path: '/api/customers/search?q=…&limit=5',
  paths: QUERIES.map((q) => `/api/customers/search?q=${encodeURIComponent(q)}&limit=5`),
  data: ['customers-vehicles'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 30, rpsRatio: 0.6, connections: 10 },
  async floor(ctx, req) {
    await authorize(ctx, req, 'customers.customers.read');
    return customerSearch(ctx, queryOf(req));
  },
};
