// One measurement: autocannon against one target (API or floor) with a discarded warm-up, then the
// measured run. Latencies are recorded per response at full resolution (autocannon's own histogram
// rounds to whole milliseconds, too coarse for sub-millisecond loopback answers).
import autocannon from 'autocannon';

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

export const round = (value, digits = 3) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? null
    : Math.round(value * 10 ** digits) / 10 ** digits;

function describeFailures(result, unexpected = null) {
  const problems = [];
  if (unexpected !== null) {
    if (unexpected.count) problems.push(`${unexpected.count} response(s) with another status`);
  } else if (result.non2xx) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}×${count}`)
      .join(', ');
    problems.push(`${result.non2xx} non-2xx response(s)${codes ? ` (${codes})` : ''}`);
  }
  if (result.errors) problems.push(`${result.errors} connection error(s)`);
  if (result.timeouts) problems.push(`${result.timeouts} timeout(s)`);
  if (result.mismatches) problems.push(`${result.mismatches} body mismatch(es)`);
  if (!result.requests?.total) problems.push('no request completed');
  return problems;
}

function run(options, onResponse) {
  const instance = autocannon(options);
  if (onResponse) instance.on('response', onResponse);
  return instance; // a thenable: resolves with autocannon's result
}

/**
 * Load `url` with the scenario's request; with `paths`, every connection requests them in turn.
 * @param {object} opts
 * @param {string} opts.url full URL (target + scenario path), or the target alone with `paths`
 * @param {string[]} [opts.paths] request targets to rotate through (a search's queries)
 * @param {{ method: string, headers: object, body?: string }} opts.request
 * @param {{ connections: number, warmupSeconds: number, durationSeconds: number }} opts.settings
 * @param {string} opts.label e.g. "health → API", used in errors
 * @returns {Promise<object>} figures (ms and requests/s)
 */
export async function measure({ url, paths, request, settings, label, expectStatus = null }) {
  // autocannon counts anything but 2xx as a failure; a scenario that expects another status (a
  // 304) is checked response by response instead.
  const unexpected =
    expectStatus === null || (expectStatus >= 200 && expectStatus < 300) ? null : { count: 0 };
  const check = (statusCode) => {
    if (unexpected && statusCode !== expectStatus) unexpected.count++;
  };
  const base = {
    url,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: settings.connections,
    pipelining: 1,
    timeout: 10,
    // Prebuilt requests (no per-request setup): the load generator stays as cheap as with one path.
    ...(paths ? { requests: paths.map((path) => ({ path })) } : {}),
  };
  if (settings.warmupSeconds > 0) {
    const warm = await run({ ...base, duration: settings.warmupSeconds }, (...args) =>
      check(args[1]),
    );
    const problems = describeFailures(warm, unexpected);
    if (problems.length) throw new Error(`${label} (warm-up): ${problems.join('; ')}`);
  }
  const latencies = [];
  if (unexpected) unexpected.count = 0;
  const result = await run({ ...base, duration: settings.durationSeconds }, (...args) => {
    latencies.push(args[3]); // (client, statusCode, bytes, responseTimeMs)
    check(args[1]);
  });
  const problems = describeFailures(result, unexpected);
  if (problems.length) throw new Error(`${label}: ${problems.join('; ')}`);
  const sorted = Float64Array.from(latencies).sort();
  const total = result.requests.total;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    mean: round(mean),
    max: round(sorted[sorted.length - 1]),
    rps: round(total / result.duration, 1),
    requests: total,
    seconds: result.duration,
    bytesPerResponse: total ? Math.round(result.throughput.total / total) : null,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
