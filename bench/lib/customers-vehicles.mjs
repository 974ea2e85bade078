// The floors of the issue 4 scenarios: the statements the API runs for the customers and vehicles
// lists and search palettes, copied from libs/customers/src/queries (customer-search.ts,
// customers-reader.ts, customer-refs.query.ts) and libs/vehicles/src/queries (vehicles-reader.ts,
// customer-vehicle-answers.ts), with the same parameters and the same Redis commands (list totals),
// answering the same JSON. Change them together: the scenarios ask for the same answer from both
// (`sameAnswer`), so a floor that drifts from the API fails the run.
import { createHash } from 'node:crypto';

// ---------------------------------------------------------------------------------------------
// Shared rules (@px/contracts)

/** normalizePlate: upper-case letters and digits only (Ñ kept). */
export const normalizePlate = (raw) => raw.toUpperCase().replace(/[^A-Z0-9Ñ]/g, '');
/** normalizeTaxId: upper case, no spaces, dots or dashes. */
export const normalizeTaxId = (raw) => raw.toUpperCase().replace(/[\s.-]/g, '');
/** `%` and `_` typed by a user are letters, not wildcards. */
export const escapeLike = (text) => text.replace(/[\\%_]/g, '\\$&');

/** The query string of a request, as the controllers' DTOs read it (numbers as numbers). */
export function queryOf(req) {
  return Object.fromEntries(new URL(req.url, 'http://floor').searchParams);
}

// ---------------------------------------------------------------------------------------------
// Customers (libs/customers/src/queries)

const FULL_NAME_SQL = `case when c.type = 'company' then c.company_name
  else trim(c.first_name || ' ' || c.last_name) end`;
const SUMMARY_COLUMNS = `c.id, c.type, ${FULL_NAME_SQL} as full_name, c.first_name, c.last_name,
  c.company_name, c.nif, c.email, c.phone, c.mobile_phone, c.city, c.tags, c.created_at`;
const NAME_KEY_SQL = 'c.name_key';
const SEARCH_TEXT_SQL = 'c.search_text';
const PHONE_DIGITS_SQL = 'c.phone_digits';
/** phoneDigitsOf (libs/customers/src/domain/phone-search.ts). */
function phoneDigitsOf(text) {
  if (/\p{L}/u.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}
const MATCH_COLUMNS = 'c.id, c.nif, c.name_key, c.search_text, c.phone_digits';
const LIVE_SQL = 'c.deleted_at is null and c.merged_into_id is null';
const CUSTOMER_SORT_KEYS = {
  name: { keys: [NAME_KEY_SQL, 'c.id'], desc: false },
  '-name': { keys: [NAME_KEY_SQL, 'c.id'], desc: true },
  created_at: { keys: ['c.created_at', 'c.id'], desc: false },
  '-created_at': { keys: ['c.created_at', 'c.id'], desc: true },
};
const WALK_ROWS = 2000;
const WALK_ROWS_PER_ROW = 250;
const WALK_ROWS_MAX = 20_000;
const TOTAL_TTL_SECONDS = 600;
const FROM_THE_END_OFFSET = 10_000;
const CUSTOMER_IDENTIFIER_DIGITS = 4;
const VEHICLE_IDENTIFIER_DIGITS = 4;

function orderBy(sortKeys, sort, prefix, reverse = false) {
  const { keys } = sortKeys[sort];
  const desc = sortKeys[sort].desc !== reverse;
  return keys
    .map((key, i) => {
      const expression = prefix === undefined ? key : `${prefix}k${i + 1}`;
      return desc ? `${expression} desc` : expression;
    })
    .join(', ');
}

/** customers-reader / vehicles-reader searchPageSql, for `table` aliased `alias`. */
function searchPageSql(
  { table, alias, columns, matchColumns, sortKeys },
  sort,
  base,
  match,
  limit,
  offset,
  walkRows,
) {
  const a = alias;
  const keys = sortKeys[sort].keys.map((key, i) => `${key} as k${i + 1}`).join(', ');
  return `
    with walk as materialized (
      select ${a}.id from (select ${matchColumns}, ${keys} from ${table} ${a} where ${base}
                         order by ${orderBy(sortKeys, sort)} limit ${walkRows}) ${a}
       where ${match} order by ${orderBy(sortKeys, sort, `${a}.`)} limit ${limit} offset ${offset}
    ), found as materialized (
      select ${a}.id, ${keys} from ${table} ${a}
       where (select count(*) from walk) < ${limit} and ${base} and ${match}
    ), page as (
      select id from walk where (select count(*) from walk) >= ${limit}
      union all
      (select id from found order by ${orderBy(sortKeys, sort, '')} limit ${limit} offset ${offset})
    )
    select ${columns} from page join ${table} ${a} on ${a}.id = page.id order by ${orderBy(sortKeys, sort)}`;
}

/** The readers' total(): the list version, then the cached count (SQL and SET on a miss). */
async function listTotal(ctx, list, alias, clause, params) {
  const count = async () =>
    (
      await ctx.query(`select count(*)::int as total from ${list} ${alias} where ${clause}`, params)
    )[0]?.total ?? 0;
  const [row] = await ctx.query('select version from list_version where name = $1', [list]);
  if (!row) return count();
  const digest = createHash('sha1')
    .update(`${clause}\u0000${JSON.stringify(params)}`)
    .digest('base64url');
  const key = `${ctx.redisKeyPrefix}:cache:list-total:${list}:v${row.version}:${digest}`;
  const cached = await ctx.redis.get(key);
  if (cached) return JSON.parse(cached);
  const total = await count();
  await ctx.redis.set(key, JSON.stringify(total), 'EX', TOTAL_TTL_SECONDS);
  return total;
}

/**
 * The readers' list(): a deep page without a search is read from the nearer end; otherwise the
 * page (walk or plain) and the total together.
 */
async function listPage(ctx, table, filter, parts, walkRows) {
  const { alias: a, columns, sortKeys, list } = table;
  const { base, match, clause, params, countParams } = parts;
  const param = params.add;
  const skip = (filter.page - 1) * filter.limit;
  if (!match && skip >= FROM_THE_END_OFFSET) {
    const total = await listTotal(ctx, list, a, clause, countParams);
    if (skip >= total) return { rows: [], total };
    if (skip > total / 2) {
      const after = total - skip - filter.limit;
      const rows = await ctx.query(
        `select ${columns} from ${table.table} ${a} where ${clause}
            order by ${orderBy(sortKeys, filter.sort, undefined, true)}
            limit ${param(filter.limit + Math.min(0, after))} offset ${param(Math.max(0, after))}`,
        params.values,
      );
      return { rows: rows.reverse(), total };
    }
  }
  const limit = param(filter.limit);
  const offset = param(skip);
  const [rows, total] = await Promise.all([
    ctx.query(
      match
        ? searchPageSql(table, filter.sort, base, match, limit, offset, walkRows)
        : table.idsFirst
          ? `select ${columns}
               from (select ${a}.id from ${table.table} ${a} where ${clause}
                      order by ${orderBy(sortKeys, filter.sort)} limit ${limit} offset ${offset}) page
               join ${table.table} ${a} on ${a}.id = page.id
              order by ${orderBy(sortKeys, filter.sort)}`
          : `select ${columns} from ${table.table} ${a} where ${clause}
              order by ${orderBy(sortKeys, filter.sort)} limit ${limit} offset ${offset}`,
      params.values,
    ),
    listTotal(ctx, list, a, clause, countParams),
  ]);
  return { rows, total };
}

/** A tiny SqlParams. */
function sqlParams() {
  const values = [];
  return {
    values,
    add: (value) => {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

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
  const where = [LIVE_SQL];
  const params = sqlParams();
  const param = params.add;
  if (filter.type) where.push(`c.type = ${param(filter.type)}`);
  if (filter.tag) where.push(`c.tags @> array[${param(filter.tag)}::text]`);
  const base = where.join(' and ');
  const search = filter.search?.trim();
  let match = '';
  if (search) {
    const text = param(escapeLike(search));
    const phone = phoneDigitsOf(search);
    const alternatives = [
      `${SEARCH_TEXT_SQL} like (select '%' || lower(px_unaccent(${text})) || '%')`,
      `c.nif = ${param(search.toUpperCase().replace(/[\s.-]/g, ''))}`,
    ];
    if (phone) alternatives.push(`${PHONE_DIGITS_SQL} like '%' || ${param(phone)} || '%'`);
    match = `(${alternatives.join(' or ')})`;
  }
  const clause = match ? `${base} and ${match}` : base;
  const { rows, total } = await listPage(
    ctx,
    {
      table: 'customer',
      alias: 'c',
      columns: SUMMARY_COLUMNS,
      matchColumns: MATCH_COLUMNS,
      sortKeys: CUSTOMER_SORT_KEYS,
      list: 'customer',
    },
    filter,
    { base, match, clause, params, countParams: [...params.values] },
    (search ?? '').replace(/\D/g, '').length >= CUSTOMER_IDENTIFIER_DIGITS
      ? 0
      : Math.min(WALK_ROWS_MAX, WALK_ROWS_PER_ROW * filter.page * filter.limit),
  );
  return { data: rows, pagination: { page: filter.page, limit: filter.limit, total } };
}

const RESULT_COLUMNS = `c.id, ${FULL_NAME_SQL} as full_name, c.first_name, c.last_name,
  c.company_name, c.email, c.phone, c.mobile_phone, c.nif`;

/** CustomerSearch.byText. */
async function customersByText(ctx, q, limit) {
  const digits = q.replace(/\D/g, '');
  const params = [
    escapeLike(q),
    normalizeTaxId(q),
    limit,
    q,
    digits.length < CUSTOMER_IDENTIFIER_DIGITS,
  ];
  const phone = phoneDigitsOf(q);
  const phoneMatch = phone ? `${PHONE_DIGITS_SQL} like '%' || $6 || '%'` : 'false';
  if (phone) params.push(phone);
  const textMatch = `${SEARCH_TEXT_SQL} like '%' || lower(px_unaccent($1)) || '%'`;
  const startsWith = `c.name_key like lower(px_unaccent($1)) || '%'`;
  const other = `c.nif is distinct from $2 and not ${startsWith} and (${textMatch} or ${phoneMatch})`;
  const rows = await ctx.query(
    `with head as materialized (
         select c.id, 0 as rank from customer c where ${LIVE_SQL} and c.nif = $2
         union all
         (select c.id, 2 from (select ${MATCH_COLUMNS} from customer c
                                where ${LIVE_SQL} and ${NAME_KEY_SQL} >= lower(px_unaccent($4))
                                  and ${NAME_KEY_SQL} < lower(px_unaccent($4)) || U&'\\FFFF'
                                order by ${NAME_KEY_SQL}, c.id limit ${WALK_ROWS}) c
           where c.nif is distinct from $2 and ${startsWith} and (${textMatch} or ${phoneMatch})
           order by c.name_key, c.id limit $3)
       ), surname as materialized (
         select c.id from customer c
          where (select count(*) from head) < $3 and ${LIVE_SQL}
            and c.last_name_key >= lower(px_unaccent($4))
            and c.last_name_key < lower(px_unaccent($4)) || U&'\\FFFF'
            and c.nif is distinct from $2 and not ${startsWith}
          order by c.last_name_key, c.name_key, c.id limit $3
       ), walk as materialized (
         select c.id from (select ${MATCH_COLUMNS} from customer c where ${LIVE_SQL}
                            order by ${NAME_KEY_SQL}, c.id limit ${WALK_ROWS}) c
          where $5 and (select count(*) from head) + (select count(*) from surname) < $3
            and ${other} and c.id <> all (array(select id from surname))
          order by c.name_key, c.id limit $3
       ), found as materialized (
         select c.id, c.nif, ${NAME_KEY_SQL} as name_key from customer c
          where (select count(*) from head) + (select count(*) from surname)
                + (select count(*) from walk) < $3
            and ${LIVE_SQL} and (${textMatch} or ${phoneMatch})
       ), ranked as (
         select id, rank from head
         union all
         select id, 3 from surname
         union all
         select id, 4 from walk
          where (select count(*) from head) + (select count(*) from surname)
                + (select count(*) from walk) >= $3
         union all
         (select c.id, 4 from found c where c.nif is distinct from $2 and not ${startsWith}
            and c.id <> all (array(select id from surname))
           order by c.name_key, c.id limit $3)
       )
       select ${RESULT_COLUMNS}, ranked.rank,
              case when c.nif = $2 then 'nif'
                   when lower(px_unaccent(coalesce(c.email, ''))) like '%' || lower(px_unaccent($1)) || '%'
                    and not ${NAME_KEY_SQL} like '%' || lower(px_unaccent($1)) || '%'
                   then 'email'
                   when ${textMatch} then 'name'
                   else 'phone' end as match
         from ranked join customer c on c.id = ranked.id
        order by ranked.rank, case when ranked.rank = 3 then c.last_name_key end, ${NAME_KEY_SQL}, c.id
        limit $3`,
    params,
  );
  return rows.map(({ match, ...row }) => ({ ...row, matchType: match, matchedPlate: null }));
}

/** CustomerSearch.byPlate: FindOwnersByPlateHandler (vehicles), then the owners. */
async function customersByPlate(ctx, plate, limit) {
  const matches = await ctx.query(
    `select customer_id, license_plate from vehicle
        where deleted_at is null and customer_id is not null
          and plate_normalized like '%' || $1 || '%'
        order by plate_normalized = $1 desc, plate_normalized
        limit $2`,
    [plate, limit],
  );
  if (!matches.length) return [];
  const rows = await ctx.query(
    `select ${RESULT_COLUMNS} from customer c where ${LIVE_SQL} and c.id = any ($1::uuid[])`,
    [matches.map((match) => match.customer_id)],
  );
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

/** GET /api/customers/search: CustomerSearch.search. */
export async function customerSearch(ctx, query) {
  const limit = Number(query.limit ?? 5);
  const q = query.q.trim();
  if (q.length < 2) return [];
  const plate = normalizePlate(q);
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

const VEHICLE_COLUMNS = `v.id, v.license_plate, v.plate_country, v.make, v.model, v.year, v.vin, v.fuel,
  v.customer_id, v.odometer_km, to_char(v.next_itv_date, 'YYYY-MM-DD') as next_itv_date`;
const VEHICLE_TEXT_SQL = 'v.search_text';
const VEHICLE_MATCH_COLUMNS = 'v.id, v.plate_normalized, v.vin, v.search_text, v.customer_id';
const VEHICLE_SORT_KEYS = {
  plate: { keys: ['v.plate_normalized', 'v.id'], desc: false },
  make: { keys: ['lower(v.make)', 'lower(v.model)', 'v.id'], desc: false },
  created_at: { keys: ['v.created_at', 'v.id'], desc: false },
  '-created_at': { keys: ['v.created_at', 'v.id'], desc: true },
  next_itv_date: { keys: ['v.next_itv_date', 'v.id'], desc: false },
};

/** VehiclesReader.withOwners: GetCustomerRefsHandler for the rows' owners. */
async function withOwners(ctx, rows) {
  const ids = [...new Set(rows.map((row) => row.customer_id).filter((id) => !!id))];
  const owners = new Map(
    (ids.length
      ? await ctx.query(
          `select c.id, ${FULL_NAME_SQL} as full_name from customer c
        where c.id = any ($1::uuid[])
          and ($2 or (c.deleted_at is null and c.merged_into_id is null))`,
          [ids, false],
        )
      : []
    ).map((owner) => [owner.id, owner.full_name]),
  );
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
  const where = ['v.deleted_at is null'];
  const params = sqlParams();
  const param = params.add;
  if (filter.customerId) where.push(`v.customer_id = ${param(filter.customerId)}`);
  if (filter.make) where.push(`lower(v.make) = lower(${param(filter.make)})`);
  if (filter.fuel) where.push(`v.fuel = ${param(filter.fuel)}`);
  const base = where.join(' and ');
  const search = filter.search?.trim();
  let match = '';
  if (search) {
    const plate = normalizePlate(search);
    const alternatives = [
      `${VEHICLE_TEXT_SQL} like '%' || lower(px_unaccent(${param(escapeLike(search))})) || '%'`,
    ];
    if (plate.length >= 2) {
      const normalized = param(plate);
      alternatives.push(
        `v.plate_normalized like '%' || ${normalized} || '%'`,
        `v.vin like '%' || ${normalized} || '%'`,
      );
    }
    match = `(${alternatives.join(' or ')})`;
  }
  const clause = match ? `${base} and ${match}` : base;
  const { rows, total } = await listPage(
    ctx,
    {
      table: 'vehicle',
      alias: 'v',
      idsFirst: true,
      columns: VEHICLE_COLUMNS,
      matchColumns: VEHICLE_MATCH_COLUMNS,
      sortKeys: VEHICLE_SORT_KEYS,
      list: 'vehicle',
    },
    filter,
    { base, match, clause, params, countParams: [...params.values] },
    (search ?? '').replace(/\D/g, '').length >= VEHICLE_IDENTIFIER_DIGITS
      ? 0
      : Math.min(WALK_ROWS_MAX, WALK_ROWS_PER_ROW * filter.page * filter.limit),
  );
  return {
    data: await withOwners(ctx, rows),
    pagination: { page: filter.page, limit: filter.limit, total },
  };
}

/** FindCustomerIdsByNameHandler: names or surnames starting with the text, else anywhere. */
async function ownersByName(ctx, q, limit) {
  const starting = await ctx.query(
    `select id from (
       (select c.id from customer c where ${LIVE_SQL}
           and c.name_key >= lower(px_unaccent($1))
           and c.name_key < lower(px_unaccent($1)) || U&'\\FFFF' limit $2)
       union
       (select c.id from customer c where ${LIVE_SQL}
           and c.last_name_key >= lower(px_unaccent($1))
           and c.last_name_key < lower(px_unaccent($1)) || U&'\\FFFF' limit $2)
     ) owners limit $2`,
    [q, limit],
  );
  if (starting.length > 0) return starting.map((row) => row.id);
  const rows = await ctx.query(
    `select c.id from customer c
      where ${LIVE_SQL} and ${SEARCH_TEXT_SQL} like '%' || lower(px_unaccent($1)) || '%'
      limit $2`,
    [escapeLike(q), limit],
  );
  return rows.map((row) => row.id);
}

/** GET /api/vehicles/search: VehiclesReader.search (FindCustomerIdsByNameHandler for owners). */
export async function vehicleSearch(ctx, query) {
  const limit = Number(query.limit ?? 5);
  const q = query.q.trim();
  if (q.length < 2) return [];
  const plate = normalizePlate(q);
  const identifier = q.replace(/\D/g, '').length >= VEHICLE_IDENTIFIER_DIGITS;
  const owners = identifier ? [] : await ownersByName(ctx, q, 50);
  const startsWith = `($2 <> '' and v.plate_normalized like $2 || '%')`;
  const match = `(($2 <> '' and (v.plate_normalized like '%' || $2 || '%' or v.vin like '%' || $2 || '%'))
          or ${VEHICLE_TEXT_SQL} like '%' || lower(px_unaccent($1)) || '%'
          or v.customer_id = any ($4::uuid[]))`;
  const rows = await ctx.query(
    `with head as materialized (
         select v.id, v.plate_normalized from vehicle v
          where $2 <> '' and v.deleted_at is null
            and v.plate_normalized >= $2 and v.plate_normalized < $2 || U&'\\FFFF' and ${startsWith}
          order by v.plate_normalized, v.id limit $3
       ), walk as materialized (
         select v.id from (select ${VEHICLE_MATCH_COLUMNS} from vehicle v where v.deleted_at is null
                            order by v.plate_normalized, v.id limit ${WALK_ROWS}) v
          where $5 and (select count(*) from head) < $3 and not ${startsWith} and ${match}
          order by v.plate_normalized, v.id limit $3
       ), found as materialized (
         select v.id, v.plate_normalized from vehicle v
          where (select count(*) from head) + (select count(*) from walk) < $3
            and v.deleted_at is null and ${match}
       ), ranked as (
         select id, 0 as rank from head
         union all
         select id, 1 from walk where (select count(*) from head) + (select count(*) from walk) >= $3
         union all
         (select v.id, 1 from found v where not ${startsWith} order by v.plate_normalized, v.id limit $3)
       )
       select ${VEHICLE_COLUMNS} from ranked join vehicle v on v.id = ranked.id
        order by ranked.rank, v.plate_normalized, v.id
        limit $3`,
    [escapeLike(q), plate.length >= 2 ? plate : '', limit, owners, !identifier],
  );
  return withOwners(ctx, rows);
}
