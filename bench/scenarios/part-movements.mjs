// GET /api/parts/{id}/movements?page=1&limit=20 (issue 20): a part's stock ledger, newest first, as
// the part's page opens it, for 20 of the busiest parts of 5,000,000 movements (bench/data/
// inventory.mjs: parts n ≡ 0 mod 100 have 500 movements in two years, interleaved in the table
// with everyone else's as the API appends them). The floor runs GetPartMovementsHandler's two
// statements side by side (libs/inventory/src/queries/part-movements.query.ts: the page, with the
// purchase order's number, and the total from the monthly rollup; copied, no builder makes them)
// and names the actors from every user's name read once, as identity's UserNameDirectory keeps
// them: the answers are equal.
import { authorize, demoAuthorization } from '../lib/auth.mjs';
import { benchUuid } from '../lib/appointments.mjs';
import { paging } from '../lib/production.mjs';
import { BUSY_PARTS, partKey } from '../data/inventory.mjs';

/** 20 busy parts spread over the catalogue. */
const PARTS = BUSY_PARTS.filter((_, i) => i % 100 === 0).map((n) => benchUuid(partKey(n)));

let userNames = null;

/** UserNameDirectory: every user's name, read once (nobody is renamed during a run). */
async function namesOf(ctx) {
  userNames ??= ctx
    .query(`select id, trim(first_name || ' ' || last_name) as full_name from app_user`)
    .then((rows) => new Map(rows.map((row) => [row.id, row.full_name])));
  return userNames;
}

async function partMovements(ctx, req) {
  await authorize(ctx, req, 'inventory.stock.read');
  const url = new URL(req.url, 'http://floor');
  const partId = /^\/api\/parts\/([^/]+)\/movements$/.exec(url.pathname)[1];
  const request = {
    page: Number(url.searchParams.get('page') ?? 1),
    limit: Number(url.searchParams.get('limit') ?? 20),
  };
  const { pageOf, skipOf } = paging();
  const [rows, [part]] = await Promise.all([
    ctx.query(
      `select m.id, m.kind, m.quantity, m.unit_cost_cents, m.balance_after, m.reason, m.actor_id,
                m.work_order_id, m.purchase_order_id, po.number as purchase_order_number,
                m.spare_part_request_id, m.occurred_at
           from stock_movement m left join purchase_order po on po.id = m.purchase_order_id
          where m.part_id = $1
          order by m.occurred_at desc, m.id desc
          limit $2 offset $3`,
      [partId, request.limit, skipOf(request)],
    ),
    ctx.query(
      `select coalesce(sum(movements), 0)::int as total from part_stock_month where part_id = $1
           having exists (select 1 from part where id = $1)`,
      [partId],
    ),
  ]);
  if (!part) throw new Error('no such part'); // the API's 404
  const names = rows.some((row) => row.actor_id) ? await namesOf(ctx) : new Map();
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      quantity: Number(row.quantity),
      unit_cost_cents: Number(row.unit_cost_cents),
      balance_after: Number(row.balance_after),
      reason: row.reason,
      actor_id: row.actor_id,
      actor_name: row.actor_id ? (names.get(row.actor_id) ?? null) : null,
      work_order_id: row.work_order_id,
      purchase_order_id: row.purchase_order_id,
      purchase_order_number: row.purchase_order_number,
      spare_part_request_id: row.spare_part_request_id,
      occurred_at: row.occurred_at.toISOString(),
    })),
    request,
    part.total,
  );
}

export default {
  name: 'part-movements',
  description:
    "A busy part's ledger, first page (20 of 500 movements), 20 parts in turn (5,000,000 movements).",
  method: 'GET',
  path: '/api/parts/{id}/movements?page=1&limit=20',
  paths: PARTS.map((id) => `/api/parts/${id}/movements?page=1&limit=20`),
  data: ['inventory'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl, 'recambios@taller.test'),
  budget: { p95Ms: 15, connections: 10 },
  floor: partMovements,
};
