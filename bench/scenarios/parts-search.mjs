// GET /api/parts?q=…&limit=20 (issue 20): the parts table searched as the parts desk types, over
// 200,000 parts (bench/data/inventory.mjs): two kinds of part by their name ("filtro aceite",
// "pastillas freno delanteras", ~4,800 matches each), a brand (~4,800), a kind with an accent
// ("kit distribución", ~5,900), a vehicle (~9,200), a reference ("OC 90": 11) and a scanned
// barcode (1). The floor does what ListPartsHandler does (libs/inventory/src/queries/
// part-list.query.ts and part-matches.ts; copied, no builder makes them): the filter's matches,
// sorted, counted and cut to the first 1,000 ids in one statement, kept in memory under the
// catalogue's list_version (read on each request: the API knows it from its signals), then the
// page's rows by id; the rows are built with the compiled part-view.ts: the answers are equal.
import { createRequire } from 'node:module';
import { authorize, demoAuthorization } from '../lib/auth.mjs';
import { paging } from '../lib/production.mjs';

/** Part 200's barcode (bench/data/inventory.mjs: deterministic). */
const BARCODE = '4000015838007';
const QUERIES = [
  'filtro aceite',
  'pastillas freno delanteras',
  'brembo',
  'kit distribución',
  'golf vii',
  'OC 90',
  BARCODE,
];

const require = createRequire(import.meta.url);
let view;
/** libs/inventory/src/queries/part-view.ts, compiled (PART_COLUMNS, PART_FROM, toPartListItem). */
const partView = () => (view ??= require('../../dist/libs/inventory/src/queries/part-view.js'));

/** partFilterSql for a search alone (the table's default filters: active parts). */
function searchClause(q) {
  const text = q.trim().toLowerCase();
  return {
    clause: `where p.active and (p.barcode = $1 or upper(p.reference) = $1
        or p.search_text like lower(px_unaccent($2)))`,
    values: [text.toUpperCase(), `%${text.replace(/[\\%_]/g, '\\$&')}%`],
  };
}

/** What each search matched, under the catalogue's version. */
const matches = new Map();

/** ListPartsHandler with PartMatchesCache: the matches once, then each page by id. */
async function partsSearch(ctx, req) {
  await authorize(ctx, req, 'inventory.parts.read');
  const query = new URL(req.url, 'http://floor').searchParams;
  const request = { page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 20) };
  const { PART_COLUMNS, PART_FROM, toPartListItem } = partView();
  const { pageOf, skipOf } = paging();
  const { clause, values } = searchClause(query.get('q') ?? '');
  const [{ version }] = await ctx.query(`select version from list_version where name = 'part'`);
  const key = `${version}:${values[1]}`;
  let found = matches.get(key);
  if (!found) {
    const rows = await ctx.query(
      `select p.id, (count(*) over ())::int as total from part p ${clause}
        order by lower(p.name), p.id limit 1000`,
      values,
    );
    found = { total: rows[0]?.total ?? 0, ids: rows.map((row) => row.id) };
    matches.set(key, found);
  }
  const ids = found.ids.slice(skipOf(request), skipOf(request) + request.limit);
  const rows = ids.length
    ? await ctx.query(`select ${PART_COLUMNS} from ${PART_FROM} where p.id = any($1::uuid[])`, [
        `{${ids.join(',')}}`,
      ])
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return pageOf(
    ids.flatMap((id) => (byId.has(id) ? [toPartListItem(byId.get(id))] : [])),
    request,
    found.total,
  );
}

export default {
  name: 'parts-search',
  description:
    'Parts table search, 7 queries in turn: names, a brand, a vehicle, a reference, a barcode (200,000 parts).',
  method: 'GET',
  path: '/api/parts?q=…&limit=20',
  paths: QUERIES.map((q) => `/api/parts?q=${encodeURIComponent(q)}&limit=20`),
  data: ['inventory'],
  sameAnswer: true,
  // The parts desk (recambios: every inventory permission).
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl, 'recambios@taller.test'),
  budget: { p95Ms: 20, connections: 10 },
  floor: partsSearch,
};
