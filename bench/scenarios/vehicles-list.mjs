// GET /api/vehicles (issue 4): the vehicles list over 1,200,000 vehicles as the screen asks for it
// (bench/data/customers-vehicles.mjs), pages in turn: the default (sorted by plate), a later page and
// the last one (one click away in the pager), the other sorts, searches (a model, a plate fragment),
// the make and fuel filters and both combined. The guard, then VehiclesReader.list: the page, the
// total (cached in Redis under the vehicles' list version, counted on a miss) and the owners'
// names. The floor runs the same statements and Redis commands and must give the same answer.
import { authorize, demoAuthorization } from '../lib/auth.mjs';
import { queryOf, vehiclesList } from '../lib/customers-vehicles.mjs';

const PAGES = [
  'sort=plate&page=1',
  'sort=plate&page=5',
  'sort=plate&page=60013',
  'sort=make&page=1',
  'sort=-created_at&page=1',
  'sort=next_itv_date&page=1',
  'search=golf&sort=plate&page=1',
  'search=4082&sort=plate&page=1',
  'make=Seat&sort=plate&page=1',
  'fuel=electric&sort=plate&page=1',
  'make=Toyota&fuel=hybrid&sort=plate&page=1',
  'search=ibiza&fuel=diesel&sort=plate&page=1',
];

export default {
  name: 'vehicles-list',
  description: 'Vehicles list pages: sorts, filters, searches, 12 in turn (1.2M vehicles).',
  method: 'GET',
  path: '/api/vehicles?…&limit=20',
  paths: PAGES.map((query) => `/api/vehicles?${query}&limit=20`),
  data: ['customers-vehicles'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 40, connections: 10 },
  async floor(ctx, req) {
    await authorize(ctx, req, 'vehicles.vehicles.read');
    return vehiclesList(ctx, queryOf(req));
  },
};
