// GET /api/customers/search and /api/vehicles/search with two characters (issue 22, "Known slow
// paths"): what a receptionist has typed when the palette first asks (SPEC §5: from 2 characters),
// over 1,000,000 customers and 1,200,000 vehicles (bench/data/customers-vehicles.mjs). Letters a
// name or a plate's letters start with, and digit pairs a plate starts with, in turn; two of them
// to the vehicle palette too. Two characters have no trigram: a plate containing them anywhere
// would read every plate, so a text this short looks plates up by their start (the plate sort
// index's range). The floor runs the same statements and must give the same answer.
import { authorize, demoAuthorization } from '../lib/auth.mjs';
import { customerSearch, queryOf, vehicleSearch } from '../lib/customers-vehicles.mjs';

const CUSTOMER_TEXTS = ['ga', 'ma', 'Lo', 'fe', 'zx', '40', '12', 'ñu'];
const VEHICLE_TEXTS = ['go', '40'];

export default {
  name: 'palette-two-chars',
  description: 'Palette searches of 2 characters, 10 in turn (1M customers, 1.2M vehicles).',
  method: 'GET',
  path: '/api/{customers,vehicles}/search?q=<2 chars>&limit=5',
  paths: [
    ...CUSTOMER_TEXTS.map((q) => `/api/customers/search?q=${encodeURIComponent(q)}&limit=5`),
    ...VEHICLE_TEXTS.map((q) => `/api/vehicles/search?q=${encodeURIComponent(q)}&limit=5`),
  ],
  data: ['customers-vehicles'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 30, connections: 10 },
  async floor(ctx, req) {
    if (req.url.startsWith('/api/vehicles/')) {
      await authorize(ctx, req, 'vehicles.vehicles.read');
      return vehicleSearch(ctx, queryOf(req));
    }
    await authorize(ctx, req, 'customers.customers.read');
    return customerSearch(ctx, queryOf(req));
  },
};
