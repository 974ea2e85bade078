// The floors of the issue 4 scenarios: the customers and vehicles lists and search palettes. Their
// statements come from the production builders (libs/customers/src/queries/customer-list.sql.ts,
// customer-search.sql.ts; libs/vehicles/src/queries/vehicle-list.sql.ts, vehicle-search.sql.ts,
// compiled: ./production.mjs); what the readers do around them is repeated here (the order of the
// statements, the Redis list totals, the palette's ranking), answering the same JSON. The
// scenarios ask for the same answer from both (`sameAnswer`), so a floor that drifts from the API
// fails the run.
import { pageOf, readPage } from './lists.mjs';
import {
  contracts,
  customerListSql,
  customerSearchSql,
  vehicleListSql,
  vehicleSearchSql,
} from './production.mjs';

/** The query string of a request, as the controllers' DTOs read it (numbers as numbers). */
export function queryOf(req) {
  return Object.fromEntries(new URL(req.url, 'http://floor').searchParams);
}

// ---------------------------------------------------------------------------------------------
// Customers (libs/customers/src/queries)

/** GET /api/customers: CustomersReader.list. */
export async function customersList(ctx, query) {
  const filter = {
    search: query.search,
    type: query.type,
    tag: query.tag,
    sort: query.sort ?? 'name',
    page: Number(query.page ?? 1),
    limit: Number(query.limit ?? 20),
  };
  const { rows, total } = await readPage(ctx, customerListSql().customerListQuery(filter));
  return pageOf(rows, filter, total);
}

/** CustomerSearchReader.byText. */
async function customersByText(ctx, q, limit) {
  const { text, values } = customerSearchSql().customerTextSearchStatement(q, limit);
  const rows = await ctx.query(text, values);
  return rows.map(({ match, ...row }) => ({ ...row, matchType: match, matchedPlate: null }));
}

/** CustomerSearchReader.byPlate: FindOwnersByPlateHandler (vehicles), then the owners. */
async function customersByPlate(ctx, plate, limit) {
  const owners = vehicleSearchSql().ownersByPlateStatement(plate, limit);
  const matches = await ctx.query(owners.text, owners.values);
  if (!matches.length) return [];
  const { text, values } = customerSearchSql().customerResultsStatement(
    matches.map((match) => match.customer_id),
  );
  const rows = await ctx.query(text, values);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return matches.flatMap((match) => {
    const customer = byId.get(match.customer_id);
    if (!customer) return [];
    const exact = match.license_plate.replace(/[^A-Z0-9]/gi, '').toUpperCase() === plate;
    return [
      { ...customer, matchType: 'plate', matchedPlate: match.license_plate, rank: exact ? 1 : 5 },
    ];
  });
}

/** GET /api/customers/search: CustomerSearchReader.search. */
export async function customerSearch(ctx, query) {
  const limit = Number(query.limit ?? 5);
  const q = query.q.trim();
  if (q.length < 2) return [];
  const plate = contracts().normalizePlate(q);
  const [byText, byPlate] = await Promise.all([
    customersByText(ctx, q, limit),
    plate.length >= 2 ? customersByPlate(ctx, plate, limit) : Promise.resolve([]),
  ]);
  const best = new Map();
  for (const result of [...byText, ...byPlate]) {
    const known = best.get(result.id);
    if (!known || result.rank < known.rank) best.set(result.id, result);
  }
  return [...best.values()]
    .sort((a, b) => a.rank - b.rank || a.full_name.localeCompare(b.full_name, 'es'))
    .slice(0, limit)
    .map((result) => {
      const answer = { ...result };
      delete answer.rank;
      return answer;
    });
}

// ---------------------------------------------------------------------------------------------
// Vehicles (libs/vehicles/src/queries/vehicles-reader.ts)

/** VehiclesReader.withOwners: GetCustomerRefsHandler for the rows' owners. */
async function withOwners(ctx, rows) {
  const ids = [...new Set(rows.map((row) => row.customer_id).filter((id) => !!id))];
  let refs = [];
  if (ids.length) {
    const { text, values } = customerSearchSql().customerRefsStatement(ids, false);
    refs = await ctx.query(text, values);
  }
  const owners = new Map(refs.map((owner) => [owner.id, owner.full_name]));
  return rows.map((row) => ({
    ...row,
    customer_name: row.customer_id ? (owners.get(row.customer_id) ?? null) : null,
  }));
}

/** GET /api/vehicles: VehiclesReader.list. */
export async function vehiclesList(ctx, query) {
  const filter = {
    search: query.search,
    customerId: query.customer_id,
    make: query.make,
    fuel: query.fuel,
    sort: query.sort ?? 'plate',
    page: Number(query.page ?? 1),
    limit: Number(query.limit ?? 20),
  };
  const { rows, total } = await readPage(ctx, vehicleListSql().vehicleListQuery(filter));
  return pageOf(await withOwners(ctx, rows), filter, total);
}

/** FindCustomerIdsByNameHandler: names or surnames starting with the text, else anywhere. */
async function ownersByName(ctx, q, limit) {
  const { starting, anywhere } = customerSearchSql().customerIdsByNameStatements(q, limit);
  const first = await ctx.query(starting.text, starting.values);
  if (first.length > 0 || !anywhere) return first.map((row) => row.id);
  const rows = await ctx.query(anywhere.text, anywhere.values);
  return rows.map((row) => row.id);
}

/** GET /api/vehicles/search: VehiclesReader.search (FindCustomerIdsByNameHandler for owners). */
export async function vehicleSearch(ctx, query) {
  const limit = Number(query.limit ?? 5);
  const q = query.q.trim();
  if (q.length < 2) return [];
  const { paletteAsksOwners, vehicleSearchStatement } = vehicleSearchSql();
  const owners = paletteAsksOwners(q) ? await ownersByName(ctx, q, 50) : [];
  const { text, values } = vehicleSearchStatement(q, limit, owners);
  return withOwners(ctx, await ctx.query(text, values));
}
