// Issue 21's issuing budget (p95 ≤ 40 ms at 10 connections), measured on POST
// /api/invoices/{id}/issue over the pool of drafts of bench/data/invoices.mjs (20,000: F with their
// recipient, S tickets under 400 €), among 500,000 issued invoices whose VERI*FACTU chain the new
// records continue. The draft read and checked, then one statement (its own transaction,
// invoice-issuing-statement.ts): the draft locked at its version, the next number of its series
// and year (the invoice_counter row), the issuer's chain row locked, the alta record's Huella
// computed over the previous one, the record, the chain moved, the invoice issued, the outbox
// event; then the invoice answered (GetInvoiceQuery).
//
// Not an autocannon load: a draft is issued once, so each of BENCH_CONNECTIONS (10) workers issues
// its own drafts (worker w: drafts w + 1, w + 1 + N, …), one request at a time, BENCH_WARMUP s
// discarded (10 by default here, not 2: issuing at full load from a cold start, fresh API process
// and freshly started PostgreSQL, runs a third slower for its first ~8 s, measured second by
// second in docs/performance.md; the budget is the workshop's steady state), then BENCH_DURATION s
// measured; each request's time is recorded. Every issue of the workshop waits for the same chain
// row (and its series' counter row), so the ten queue on those locks by design: what is measured
// is the issue under that contention. No floor (measured against the API alone, like
// stock-consumption); every answer must be a 200 with the invoice issued and numbered.
import { demoAuthorization } from '../lib/auth.mjs';
import { eventFigures, round, setting } from '../lib/timings.mjs';
import { DRAFTS, benchDraftId } from '../data/invoices.mjs';

const NUMBER = /^[FS]\d{4}-\d{6,}$/;

export default {
  name: 'invoice-issue',
  description:
    'Issue a draft (POST /api/invoices/{id}/issue): gap-free number (counter row locked), ' +
    'VERI*FACTU alta chained on the last record (chain row locked), one transaction; each ' +
    'connection on its own drafts.',
  method: 'POST',
  path: '/api/invoices/{id}/issue',
  data: ['invoices'],
  async custom({ apiUrl, log }) {
    const connections = Math.max(1, setting('BENCH_CONNECTIONS', 10));
    const warmupMs = setting('BENCH_WARMUP', 10) * 1000;
    const durationMs = Math.max(1, setting('BENCH_DURATION', 10)) * 1000;
    // The office (administración: billing.invoices.*).
    const { headers } = await demoAuthorization(apiUrl, 'oficina@taller.test');
    const request = { ...headers, 'content-type': 'application/json' };
    const times = [];
    let failure = null;
    let issued = 0;
    const started = performance.now();
    const measureFrom = started + warmupMs;
    const stopAt = measureFrom + durationMs;
    let measuredStart = null;
    let measuredEnd = null;
    const worker = async (w) => {
      for (let k = w + 1; !failure && performance.now() < stopAt; k += connections) {
        if (k > DRAFTS) {
          failure ??= `the ${DRAFTS} drafts ran out: raise DRAFTS in bench/data/invoices.mjs`;
          return;
        }
        const id = benchDraftId(k);
        const begin = performance.now();
        const res = await fetch(`${apiUrl}/api/invoices/${id}/issue`, {
          method: 'POST',
          headers: request,
          body: '{}',
        });
        const json = await res.json().catch(() => null);
        const end = performance.now();
        if (
          res.status !== 200 ||
          !json?.success ||
          json.data?.status !== 'issued' ||
          !NUMBER.test(json.data?.number ?? '')
        ) {
          failure ??= `draft ${k}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`;
          return;
        }
        issued++;
        if (begin >= measureFrom && end <= stopAt) {
          times.push(end - begin);
          measuredStart = Math.min(measuredStart ?? begin, begin);
          measuredEnd = Math.max(measuredEnd ?? end, end);
        }
      }
    };
    await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
    if (failure) throw new Error(`invoice-issue: ${failure}`);
    if (!times.length) throw new Error('invoice-issue: no request completed');
    const seconds = (measuredEnd - measuredStart) / 1000;
    const rps = Math.round((times.length / seconds) * 10) / 10;
    log(`  ${connections} connections, ${issued} drafts issued, ${rps} req/s`);
    return {
      events: eventFigures(times),
      details: { connections, issued, rps, seconds: round(seconds) },
    };
  },
  budget: { eventP95Ms: 40 },
};
