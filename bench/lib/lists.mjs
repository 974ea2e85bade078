// What the API's readers do around a list's statements, on the floor's pool and Redis: the
// platform's readListPage (the page and its total, or the total first for a deep page) with the
// total and a deep page's anchors as ListTotals keeps them (the list version, then the cached
// count or anchors: SQL and SET on a miss).
import { createHash } from 'node:crypto';
import { paging } from './production.mjs';

const TOTAL_TTL_SECONDS = 600;

/** ListTotals.countOf: a ListQuery's `count`, cached under the list's version. */
export async function listTotal(ctx, { list, from, clause, values }) {
  const count = async () =>
    (await ctx.query(`select count(*)::int as total from ${from} where ${clause}`, values))[0]
      ?.total ?? 0;
  const [row] = await ctx.query('select version from list_version where name = $1', [list]);
  if (!row) return count();
  const digest = createHash('sha1')
    .update(`${clause}\u0000${JSON.stringify(values)}`)
    .digest('base64url');
  const key = `${ctx.redisKeyPrefix}:cache:list-total:${list}:v${row.version}:${digest}`;
  const cached = await ctx.redis.get(key);
  if (cached) return JSON.parse(cached);
  const total = await count();
  await ctx.redis.set(key, JSON.stringify(total), 'EX', TOTAL_TTL_SECONDS);
  return total;
}

/** ListTotals.anchorsOf: a ListQuery's page anchors, kept under the list's version. */
export async function listAnchors(ctx, { list, text, values }) {
  const read = async () => (await ctx.query(text, values)).map((row) => row.keys);
  const [row] = await ctx.query('select version from list_version where name = $1', [list]);
  if (!row) return read();
  const digest = createHash('sha1')
    .update(`${text}\u0000${JSON.stringify(values)}`)
    .digest('base64url');
  const key = `${ctx.redisKeyPrefix}:cache:list-anchors:${list}:v${row.version}:${digest}`;
  const cached = await ctx.redis.get(key);
  if (cached) return JSON.parse(cached);
  const anchors = await read();
  await ctx.redis.set(key, JSON.stringify(anchors), 'EX', TOTAL_TTL_SECONDS);
  return anchors;
}

/** One page of a production ListQuery: `{ rows, total }`. */
export function readPage(ctx, query) {
  return paging().readListPage(query, {
    rows: (statement) => ctx.query(statement.text, statement.values),
    total: (count) => listTotal(ctx, count),
    anchors: (anchors) => listAnchors(ctx, anchors),
  });
}

/** The contracts' Paginated answer (platform's pageOf). */
export const pageOf = (rows, request, total) => paging().pageOf(rows, request, total);
