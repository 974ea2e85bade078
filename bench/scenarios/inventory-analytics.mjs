// GET /api/inventory/analytics?from=…&to=… (issue 20): the inventory analytics of the last year
// (stock value by category, rotation, cover, dead stock, top consumption, ABC, consumption by
// month) over 200,000 parts and 5,000,000 movements (bench/data/inventory.mjs), which the handler
// reads from the balances and the monthly rollup (part_stock_month: 2.5 M rows, one per part and
// month with movements; 1.3 M of them in a year), never from the ledger.
//
// Measured like receipt-issue: one request at a time (a manager opens the page now and then), 2
// discarded, then 10 timed; no autocannon load and no floor. With a load, the run first asks the
// API and a floor the same request at once, and on this data set the API's answer then runs into
// its 5 s statement timeout (DATABASE_STATEMENT_TIMEOUT_MS: a 503) before anything is measured.
// The time is the statements' (a floor running GetInventoryAnalyticsHandler's statements on bare
// pg answered the same JSON in about the API's time while this scenario was written). A 503 is
// counted with its time (`details.statement_timeouts`): the budget then fails, as it should.
import { demoAuthorization } from '../lib/auth.mjs';

const WARMUP = 2;
const MEASURED = 10;

/** Today in Madrid and the same day a year before, 'YYYY-MM-DD'. */
function lastYear(now = new Date()) {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid' }).format(now);
  return { from: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`, to: today };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
const round = (value) => Math.round(value * 100) / 100;

export default {
  name: 'inventory-analytics',
  description:
    "The last year's inventory analytics from the monthly rollup (200,000 parts, 5,000,000 movements), one request at a time.",
  method: 'GET',
  path: '/api/inventory/analytics?from=…&to=…',
  data: ['inventory'],
  async custom({ apiUrl, log }) {
    const { from, to } = lastYear();
    const target = `${apiUrl}/api/inventory/analytics?from=${from}&to=${to}`;
    const { headers } = await demoAuthorization(apiUrl, 'recambios@taller.test');
    const times = [];
    let timeouts = 0;
    let answer = null;
    for (let i = 0; i < WARMUP + MEASURED; i++) {
      const started = performance.now();
      const res = await fetch(target, { headers });
      const json = await res.json().catch(() => null);
      const ms = performance.now() - started;
      if (res.status === 503 && json?.retryable) {
        if (i >= WARMUP) timeouts++; // the statement timeout: counted with its time
      } else if (res.status !== 200 || !json?.success) {
        throw new Error(
          `inventory-analytics: HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`,
        );
      } else {
        answer = json.data;
      }
      if (i >= WARMUP) times.push(ms);
    }
    const sorted = times.sort((a, b) => a - b);
    log(`  ${from} → ${to}: ${timeouts} of ${MEASURED} answers were 503 (statement timeout)`);
    return {
      events: {
        count: sorted.length,
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
      },
      details: {
        from,
        to,
        statement_timeouts: timeouts,
        abc_parts: answer ? answer.abc.a.parts + answer.abc.b.parts + answer.abc.c.parts : null,
        dead_stock_parts: answer?.dead_stock.parts ?? null,
      },
    };
  },
  budget: { eventP95Ms: 200 },
};
