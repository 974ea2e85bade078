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

function describeFailures(result, unexpected = null, { warmUp = false } = {}) {
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
  // A warm-up may end before a slow request's first answer (a whole workshop's report).
  if (!result.requests?.total && !warmUp) problems.push('no request completed');
  return problems;
}

function run(options, onResponse) {
  const instance = autocannon(options);
  if (onResponse) instance.on('response', onResponse);
  return instance; // a thenable: resolves with autocannon's result
}

/**
 * A load of per-connection sequences: one autocannon instance of one connection per sequence, all
 * at once (autocannon gives every connection of an instance the same requests). `onResponse`
 * gets (step, statusCode, bytes, ms): with one connection and no pipelining, an instance's answers
 * come in the order of its requests. Answers the instances' results merged.
 */
async function runSequences(options, sequences, onResponse) {
  const results = await Promise.all(
    sequences.map((steps) => {
      let answered = 0;
      return run(
        {
          ...options,
          connections: 1,
          requests: steps.map(({ method, path, headers, body }) => ({
            method,
            path,
            headers,
            body,
          })),
        },
        (...args) => onResponse(steps[answered++ % steps.length], args[1], args[2], args[3]),
      );
    }),
  );
  const sum = (pick) => results.reduce((total, result) => total + (pick(result) ?? 0), 0);
  const statusCodeStats = {};
  for (const result of results) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
      statusCodeStats[code] = { count: (statusCodeStats[code]?.count ?? 0) + count };
    }
  }
  return {
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    mismatches: sum((result) => result.mismatches),
    statusCodeStats,
    requests: { total: sum((result) => result.requests?.total) },
    throughput: { total: sum((result) => result.throughput?.total) },
    duration: Math.max(...results.map((result) => result.duration)),
  };
}

/**
 * Load `url` with the scenario's request; with `paths`, every connection requests them in turn.
 * @param {object} opts
 * @param {string} opts.url full URL (target + scenario path), or the target alone with `paths`
 * @param {string[]} [opts.paths] request targets to rotate through (a search's queries)
 * @param {{ method: string, headers: object, body?: string }} opts.request
 * @param {{ connections: number, warmupSeconds: number, durationSeconds: number }} opts.settings
 * @param {object[][]} [opts.sequences] instead of `paths`: one request list per connection
 *   ({ method, path, headers, body, measured }), sent in turn; only the `measured` answers count
 *   in the figures (latencies, requests/s)
 * @param {() => Promise<void>} [opts.beforeRun] awaited before the warm-up and the measured run
 * @param {string} opts.label e.g. "health → API", used in errors
 * @returns {Promise<object>} figures (ms and requests/s)
 */
export async function measure({
  url,
  paths,
  sequences,
  request,
  settings,
  label,
  expectStatus = null,
  beforeRun,
}) {
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
  // (step, statusCode, bytes, ms) → recorded or not; `step` is null without sequences.
  const load = async (duration, record) => {
    if (beforeRun) await beforeRun();
    return sequences
      ? runSequences({ ...base, duration }, sequences, record)
      : run({ ...base, duration }, (...args) => record(null, args[1], args[2], args[3]));
  };
  if (settings.warmupSeconds > 0) {
    const warm = await load(settings.warmupSeconds, (_step, status) => check(status));
    const problems = describeFailures(warm, unexpected, { warmUp: true });
    if (problems.length) throw new Error(`${label} (warm-up): ${problems.join('; ')}`);
  }
  const latencies = [];
  let measuredBytes = 0;
  if (unexpected) unexpected.count = 0;
  const result = await load(settings.durationSeconds, (step, status, bytes, ms) => {
    check(status);
    if (step && !step.measured) return;
    latencies.push(ms);
    measuredBytes += bytes;
  });
  const problems = describeFailures(result, unexpected);
  if (problems.length) throw new Error(`${label}: ${problems.join('; ')}`);
  const sorted = Float64Array.from(latencies).sort();
  // With sequences, only the measured steps' answers count.
  const total = sequences ? latencies.length : result.requests.total;
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
    bytesPerResponse: total
      ? Math.round((sequences ? measuredBytes : result.throughput.total) / total)
      : null,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
