// Issue 20's consumption budget ("reserve → consume in a transaction", p95 ≤ 25 ms), measured on
// POST /api/parts/{id}/adjustments with quantity −1 and reason 'Consumo de banco' over 400
// well-stocked parts (bench/data/inventory.mjs: CONSUMPTION_PARTS, 2,000+ units and 500 movements
// each, among 5,000,000 movements).
//
// Why this request: a work order's parts are consumed by no request of their own. Completing the
// order publishes WorkOrderCompleted and inventory's subscriber runs SyncWorkOrderStockCommand in
// the background, so an HTTP timing of the completion would measure the work order, not the shelf,
// and the subscriber's own time is not a request's. The adjustment runs the same write path in one
// CommandTransaction: the part's balance row locked (lockStock, FOR UPDATE), the movement appended
// to the ledger with the monthly rollup upserted in the same statement (postMovement), the balance
// and its reorder state written back with the StockChanged outbox event (saveStock), COMMIT, then
// the part answered (GetPartQuery). A work order's consumption adds only its reservation row's
// upsert to that transaction.
//
// Not an autocannon load: autocannon's connections all walk the same list of targets from its
// start, so ten connections would queue on one part's row lock after another (a hot row, not the
// write path). Here each of BENCH_CONNECTIONS (10) workers withdraws from its own parts in turn
// (worker w: parts w, w + N, …), one request at a time, BENCH_WARMUP s discarded, then
// BENCH_DURATION s measured; each request's time is recorded. No floor (measured against the API
// alone, like receipt-issue); every answer must be a 201 with the part's new balance.
import { benchUuid } from '../lib/appointments.mjs';
import { demoAuthorization } from '../lib/auth.mjs';
import { CONSUMPTION_PARTS, partKey } from '../data/inventory.mjs';

const PARTS = CONSUMPTION_PARTS.map((n) => benchUuid(partKey(n)));
const BODY = JSON.stringify({ quantity: -1, reason: 'Consumo de banco' });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
const round = (value) => Math.round(value * 100) / 100;
const setting = (name, fallback) => {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isInteger(value) && value >= 0 ? value : fallback;
};

export default {
  name: 'stock-consumption',
  description:
    'Withdraw 1 unit (POST /api/parts/{id}/adjustments, quantity −1): the consumption write path ' +
    '(balance row locked, movement + monthly rollup, balance, outbox event, one transaction), ' +
    'each connection on its own parts; work-order consumption runs the same path from a subscriber.',
  method: 'POST',
  path: '/api/parts/{id}/adjustments',
  data: ['inventory'],
  async custom({ apiUrl, log }) {
    const connections = Math.max(1, setting('BENCH_CONNECTIONS', 10));
    const warmupMs = setting('BENCH_WARMUP', 2) * 1000;
    const durationMs = Math.max(1, setting('BENCH_DURATION', 10)) * 1000;
    const { headers } = await demoAuthorization(apiUrl, 'recambios@taller.test');
    const request = { ...headers, 'content-type': 'application/json' };
    const times = [];
    let failure = null;
    const started = performance.now();
    const measureFrom = started + warmupMs;
    const stopAt = measureFrom + durationMs;
    let measuredStart = null;
    let measuredEnd = null;
    const worker = async (w) => {
      const mine = PARTS.filter((_, i) => i % connections === w);
      for (let k = 0; !failure && performance.now() < stopAt; k++) {
        const partId = mine[k % mine.length];
        const begin = performance.now();
        const res = await fetch(`${apiUrl}/api/parts/${partId}/adjustments`, {
          method: 'POST',
          headers: request,
          body: BODY,
        });
        const json = await res.json().catch(() => null);
        const end = performance.now();
        if (res.status !== 201 || !json?.success || typeof json.data?.on_hand !== 'number') {
          failure ??= `HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`;
          return;
        }
        if (begin >= measureFrom && end <= stopAt) {
          times.push(end - begin);
          measuredStart = Math.min(measuredStart ?? begin, begin);
          measuredEnd = Math.max(measuredEnd ?? end, end);
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
    if (failure) throw new Error(`stock-consumption: ${failure}`);
    if (!times.length) throw new Error('stock-consumption: no request completed');
    const sorted = times.sort((a, b) => a - b);
    const seconds = (measuredEnd - measuredStart) / 1000;
    const rps = Math.round((sorted.length / seconds) * 10) / 10;
    log(`  ${connections} connections, ${PARTS.length} parts, ${rps} req/s`);
    return {
      events: {
        count: sorted.length,
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
      },
      details: { connections, parts: PARTS.length, rps, seconds: round(seconds) },
    };
  },
  budget: { eventP95Ms: 25 },
};
