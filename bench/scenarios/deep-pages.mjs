// GET /api/customers, /api/work-orders and /api/vehicles far from both ends (issue 22, "Known slow
// paths"): page 25,000 of 20 (rows 499,981–500,000, the middle of a million) of the customers by
// name and of the orders newest first, and a few other deep pages (another sort, the vehicles'
// middle, an orders page past the middle), in turn, each with its exact total. Over 1,000,000
// customers, 1,200,000 vehicles and 1,000,000 orders (bench/data/customers-vehicles.mjs,
// work-orders.mjs). The floor runs the same statements and must give the same answer.
import { authorize, demoAuthorization } from '../lib/auth.mjs';
import { customersList, queryOf, vehiclesList } from '../lib/customers-vehicles.mjs';
import { workOrdersList } from '../lib/work-orders.mjs';

const PAGES = [
  '/api/customers?sort=name&page=25000',
  '/api/customers?sort=-created_at&page=20000',
  '/api/work-orders?page=25000',
  '/api/work-orders?sort=created_at&page=15000',
  '/api/work-orders?page=35000',
  '/api/vehicles?sort=plate&page=30000',
];

export default {
  name: 'deep-pages',
  description: 'Deep list pages (page 25,000 of customers and orders, 4 more), 6 in turn.',
  method: 'GET',
  path: '/api/{customers,work-orders,vehicles}?page=<deep>&limit=20',
  paths: PAGES.map((target) => `${target}&limit=20`),
  data: ['customers-vehicles', 'work-orders'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 100, connections: 10 },
  async floor(ctx, req) {
    if (req.url.startsWith('/api/work-orders')) return workOrdersList(ctx, req);
    if (req.url.startsWith('/api/vehicles')) {
      await authorize(ctx, req, 'vehicles.vehicles.read');
      return vehiclesList(ctx, queryOf(req));
    }
    await authorize(ctx, req, 'customers.customers.read');
    return customersList(ctx, queryOf(req));
  },
};
