// GET /api/vehicles/search (issue 4): the search palette's vehicle source over 1,200,000 vehicles
// (bench/data/customers-vehicles.mjs). Every connection asks these queries in turn: a plate as
// printed, without the space and with a dash, a plate fragment, a VIN fragment, make and model,
// a model, a version word, an owner's surname and full name. The guard, then VehiclesReader.search:
// the customers whose name matches (customers' query), the vehicles, their owners' names. The floor
// runs the same statements and must give the same answer.
import { authorize, demoAuthorization } from '../lib/auth.mjs';
import { queryOf, vehicleSearch } from '../lib/customers-vehicles.mjs';

const QUERIES = [
  '4082 DKD',
  '2026LJF',
  '0045-NZT',
  '4082',
  'HBL73NA98',
  'seat ibiza',
  'golf',
  'toyota corolla',
  'tdi',
  'iglesias',
  'Antonio Reyes Iglesias',
];

export default {
  name: 'vehicle-search',
  description: 'Vehicle palette search, 11 queries in turn (1.2M vehicles, owners by name).',
  method: 'GET',
  path: '/api/vehicles/search?q=…&limit=5',
  paths: QUERIES.map((q) => `/api/vehicles/search?q=${encodeURIComponent(q)}&limit=5`),
  data: ['customers-vehicles'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 30, rpsRatio: 0.6, connections: 10 },
  async floor(ctx, req) {
    await authorize(ctx, req, 'vehicles.vehicles.read');
    return vehicleSearch(ctx, queryOf(req));
  },
};
