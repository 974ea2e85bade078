// Loads and checks the bench scenarios: one file per scenario in bench/scenarios/*.mjs, whose
// default export is
//
//   {
//     name: 'health',                 // [a-z0-9-]; defaults to the file name
//     description: '…',               // one line, shown in results.json
//     method: 'GET',                  // default GET
//     path: '/api/health',            // exact request target (query string included)
//     paths: ['/api/x?q=a', …],       // or several targets, requested in turn by every connection
//                                     //   (e.g. a search with rotating queries); `path` is then the
//                                     //   label of the request in the reports
//     headers: { … },                 // optional, sent to both targets
//     body: { … } | '…',              // optional; an object is sent as JSON
//     seed: ['--demo'],               // optional: seed.js arguments it needs (the run seeds once,
//                                     //   with the union of every scenario's arguments)
//     data: ['customers-vehicles'],   // optional: bench/data/<name>.mjs steps to run after the seed
//                                     //   (bulk data no seed.js option makes; see bench/lib/data.mjs)
//     floor: { sql, params?, data? }  // the floor: one SQL statement, data(rows) → envelope data
//       | async (ctx, req) => data,   //   or a handler (ctx: pg pool, redis, queue(name), …)
//     envelope: true,                 // optional: false = the floor returns data unwrapped
//     sameAnswer: false,              // optional: true = the first answers must be equal, not just
//                                     //   alike in shape (the floor provably runs the same queries)
//     prepare: async (env) => ({ headers, body, actors }), // optional, once before the load (e.g.
//                                     //   log in, or create what a POST's body points to); `actors`:
//                                     //   one set of headers per identity (e.g. each worker's token),
//                                     //   see `sequence`
//     sequence: [{ method, path, body?, measured? }, …], // optional, instead of path/paths: what
//                                     //   each actor does in turn, over and over (e.g. clock in, then
//                                     //   out). Connection i plays actors i, i + N, … (N connections;
//                                     //   each actor on one connection only, so its requests never
//                                     //   race), the whole sequence as each of them in turn. Only the
//                                     //   `measured` steps (default: all) count in the figures; the
//                                     //   first measured step labels the scenario. The floor serves
//                                     //   every step with `floor` (it reads req.method and req.url)
//     reset: async ({ query }) => {},  // optional: before the first answers are compared and before
//                                     //   each load (warm-up, measured; API, floor), e.g. to undo what
//                                     //   the previous load wrote that the next one must not find
//     status: 201,                    // optional: the floor's success status (default 200)
//     contentType: 'text/csv',        // optional: the answers are text of this type, not JSON (the
//                                     //   floor answers { floorResponse: { status, headers, body } }
//                                     //   with the text as body); compared by their first line and
//                                     //   number of lines (the whole text with `sameAnswer`)
//     afterApi: async ({ query, since }) => ({ events: { p50, p95, p99, count } }), // optional:
//                                     //   figures read after the API's load (query: SQL on the
//                                     //   bench database; since: when the load began), e.g. the
//                                     //   latency of the events the load's commands published
//     custom: async ({ apiUrl, query, log, jwtSecret, apiProcesses, cpus }) =>
//       ({ events, details, checks? }), // instead of a load and a floor: a measurement of its own
//                                     //   against the API (e.g. 500 sockets receiving pushes); judged
//                                     //   by eventP95Ms and its own `checks` ([{ key, limit, actual,
//                                     //   ok, label }], e.g. "0 errors"). apiProcesses(n) starts n
//                                     //   new API processes behind a round-robin proxy:
//                                     //   { url, pids, counts, close() }
//     connections: 1,                 // optional: this scenario's load runs with these many
//                                     //   connections whatever BENCH_CONNECTIONS says (a request one
//                                     //   person makes now and then, e.g. a whole workshop's report)
//     budget: { p95Ratio: 3, … },     // optional, see BUDGET_KEYS
//   }
//
// The floor server imports the same files, so a scenario file imports nothing the floor lacks
// (Node built-ins only; pg, ioredis and BullMQ come through `ctx`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCENARIOS_DIR = path.join(BENCH_DIR, 'scenarios');

/** What a scenario gets when it does not say which seed it needs. */
export const DEFAULT_SEED = ['--demo'];

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Budget keys: latency maxima in ms (`p50Ms`…) or as a ratio to the floor (`p50Ratio`…), and
 * throughput minima in requests/s (`minRps`) or as a ratio to the floor (`rpsRatio`).
 */
export const BUDGET_KEYS = {
  p50Ms: { figure: 'p50', of: 'api', max: true, label: 'p50 ≤ {v} ms' },
  p95Ms: { figure: 'p95', of: 'api', max: true, label: 'p95 ≤ {v} ms' },
  p99Ms: { figure: 'p99', of: 'api', max: true, label: 'p99 ≤ {v} ms' },
  minRps: { figure: 'rps', of: 'api', max: false, label: 'req/s ≥ {v}' },
  p50Ratio: { figure: 'p50', of: 'ratio', max: true, label: 'p50 ≤ {v}× floor' },
  p95Ratio: { figure: 'p95', of: 'ratio', max: true, label: 'p95 ≤ {v}× floor' },
  p99Ratio: { figure: 'p99', of: 'ratio', max: true, label: 'p99 ≤ {v}× floor' },
  rpsRatio: { figure: 'rps', of: 'ratio', max: false, label: 'req/s ≥ {v}× floor' },
  eventP95Ms: { figure: 'p95', of: 'events', max: true, label: 'event latency p95 ≤ {v} ms' },
};

function fail(file, message) {
  throw new Error(`bench/scenarios/${file}: ${message}`);
}

function normalise(raw, file) {
  if (!raw || typeof raw !== 'object') fail(file, 'must `export default { name, path, floor }`');
  const name = raw.name ?? path.basename(file, '.mjs');
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) fail(file, `invalid name "${name}" (use [a-z0-9-])`);
  const method = String(raw.method ?? 'GET').toUpperCase();
  if (!METHODS.has(method)) fail(file, `unsupported method ${method}`);
  const isTarget = (value) => typeof value === 'string' && value.startsWith('/');
  let sequence = null;
  if (raw.sequence !== undefined) {
    if (!Array.isArray(raw.sequence) || !raw.sequence.length) {
      fail(file, '`sequence` must be a non-empty array of { method, path, body?, measured? }');
    }
    sequence = raw.sequence.map((step, index) => {
      const stepMethod = String(step?.method ?? 'GET').toUpperCase();
      if (!METHODS.has(stepMethod))
        fail(file, `sequence[${index}]: unsupported method ${stepMethod}`);
      if (!isTarget(step?.path)) fail(file, `sequence[${index}]: \`path\` must start with /`);
      const headers = {};
      let stepBody = step.body;
      if (stepBody !== undefined && typeof stepBody !== 'string') {
        stepBody = JSON.stringify(stepBody);
        headers['content-type'] = 'application/json';
      }
      return {
        method: stepMethod,
        path: step.path,
        headers,
        body: stepBody,
        measured: step.measured !== false,
      };
    });
    if (!sequence.some((step) => step.measured)) fail(file, 'no `measured` step in `sequence`');
    if (raw.path !== undefined || raw.paths !== undefined) {
      fail(file, '`sequence` replaces `path` and `paths`');
    }
  }
  let paths = null;
  if (raw.paths !== undefined) {
    if (!Array.isArray(raw.paths) || !raw.paths.length || !raw.paths.every(isTarget)) {
      fail(file, '`paths` must be a non-empty array of request targets, each starting with /');
    }
    if (new Set(raw.paths).size !== raw.paths.length) fail(file, '`paths` has duplicates');
    paths = raw.paths;
  }
  if (!sequence && !paths && !isTarget(raw.path)) {
    fail(file, '`path` must be the request target, starting with /');
  }
  if (paths && raw.path !== undefined && typeof raw.path !== 'string') {
    fail(file, '`path` (the label of `paths`) must be a string');
  }
  const seed = raw.seed ?? DEFAULT_SEED;
  if (!Array.isArray(seed) || !seed.every((arg) => typeof arg === 'string')) {
    fail(file, '`seed` must be an array of seed.js arguments, e.g. ["--demo"]');
  }
  const data = raw.data ?? [];
  if (!Array.isArray(data) || !data.every((step) => /^[a-z0-9][a-z0-9-]*$/.test(step))) {
    fail(file, '`data` must be an array of bench/data step names, e.g. ["customers-vehicles"]');
  }
  const floor = raw.floor;
  const floorIsSql = floor && typeof floor === 'object' && typeof floor.sql === 'string';
  if (raw.custom !== undefined && typeof raw.custom !== 'function') {
    fail(file, '`custom` must be an async function');
  }
  if (!raw.custom && typeof floor !== 'function' && !floorIsSql) {
    fail(file, '`floor` must be a handler (ctx, req) => data or { sql, params?, data? }');
  }
  if (raw.prepare !== undefined && typeof raw.prepare !== 'function') {
    fail(file, '`prepare` must be an async function');
  }
  if (raw.contentType !== undefined && !/^[a-z]+\/[a-z0-9.+-]+$/.test(raw.contentType)) {
    fail(file, '`contentType` must be a media type such as text/csv');
  }
  if (raw.reset !== undefined && typeof raw.reset !== 'function') {
    fail(file, '`reset` must be an async function');
  }
  if (raw.afterApi !== undefined && typeof raw.afterApi !== 'function') {
    fail(file, '`afterApi` must be an async function');
  }
  if (
    raw.connections !== undefined &&
    !(Number.isInteger(raw.connections) && raw.connections >= 1)
  ) {
    fail(file, '`connections` must be a whole number ≥ 1');
  }
  const budget = raw.budget ?? null;
  if (budget) {
    for (const [key, value] of Object.entries(budget)) {
      if (key === 'connections') {
        if (!Number.isInteger(value) || value < 1) fail(file, '`budget.connections` must be ≥ 1');
        continue;
      }
      if (!BUDGET_KEYS[key]) {
        fail(file, `unknown budget key ${key} (use ${Object.keys(BUDGET_KEYS).join(', ')})`);
      }
      if (typeof value !== 'number' || !(value > 0)) fail(file, `budget.${key} must be > 0`);
    }
  }
  let body = raw.body;
  const headers = { ...(raw.headers ?? {}) };
  if (body !== undefined && typeof body !== 'string') {
    body = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  const labelled = sequence?.find((step) => step.measured);
  if (raw.variantOf !== undefined && typeof raw.variantOf !== 'string') {
    fail(file, '`variantOf` must be the name of the scenario whose routes this one re-measures');
  }
  return {
    file,
    name,
    variantOf: raw.variantOf ?? null,
    description: raw.description ?? '',
    method: labelled?.method ?? method,
    // `path` labels the request in reports; `paths` are the targets loaded (one or several).
    path: labelled?.path ?? raw.path ?? paths?.[0],
    paths: sequence ? [labelled.path] : (paths ?? [raw.path]),
    sequence,
    // Every route the scenario requests (the floor serves them all).
    routes: sequence
      ? [...new Map(sequence.map((step) => [routeKey(step.method, step.path), step])).values()]
      : (paths ?? [raw.path]).map((target) => ({ method, path: target })),
    headers,
    body,
    seed,
    data,
    floor,
    envelope: raw.envelope !== false,
    sameAnswer: raw.sameAnswer === true,
    status: raw.status ?? 200,
    contentType: raw.contentType ?? null,
    prepare: raw.prepare ?? null,
    reset: raw.reset ?? null,
    connections: raw.connections ?? null,
    afterApi: raw.afterApi ?? null,
    custom: raw.custom ?? null,
    budget,
  };
}

/** Route key shared by the floor server and the checks. */
export const routeKey = (method, target) => `${method} ${target}`;

/**
 * A scenario that writes (any method but GET, or a custom one) changes the data the others
 * measure: 12 s of creates put thousands of one customer's orders at the head of the orders list.
 * Reads run first, on the data set the scenarios declare; writes after them.
 */
const writes = (scenario) =>
  scenario.routes.some((route) => route.method !== 'GET') || scenario.custom !== null;

/**
 * Every scenario: the reading ones by file name, then the writing ones by file name. `only`
 * (comma-separated names, e.g. BENCH_SCENARIOS) keeps those; an unknown name is an error.
 */
export async function loadScenarios({ only } = {}) {
  const files = fs
    .readdirSync(SCENARIOS_DIR)
    .filter((file) => file.endsWith('.mjs'))
    .sort();
  const scenarios = [];
  const names = new Set();
  // Route → the scenario measuring it. A scenario may measure another's routes in another way
  // only when it says so (`variantOf`: work-orders-list-brotli asks work-orders-list's pages
  // with Accept-Encoding: br).
  const routes = new Map();
  for (const file of files) {
    const mod = await import(pathToFileURL(path.join(SCENARIOS_DIR, file)).href);
    const scenario = normalise(mod.default, file);
    if (names.has(scenario.name)) fail(file, `duplicate scenario name ${scenario.name}`);
    for (const route of scenario.routes) {
      const key = routeKey(route.method, route.path);
      const owner = routes.get(key);
      const variant =
        owner && (scenario.variantOf === owner.name || owner.variantOf === scenario.name);
      if (owner && !variant) fail(file, `another scenario already measures ${key}`);
      if (!owner) routes.set(key, scenario);
    }
    names.add(scenario.name);
    scenarios.push(scenario);
  }
  scenarios.sort((a, b) => Number(writes(a)) - Number(writes(b)));
  const wanted = (only ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!wanted.length) return scenarios;
  const unknown = wanted.filter((name) => !names.has(name));
  if (unknown.length) {
    throw new Error(
      `unknown scenario(s) ${unknown.join(', ')}; known: ${[...names].join(', ') || 'none'}`,
    );
  }
  return scenarios.filter((scenario) => wanted.includes(scenario.name));
}

/**
 * The seed.js arguments of the run: the union of the scenarios' `seed` arguments, in order of first
 * appearance (the database is seeded once, e.g. `seed.js --demo --large-workshop`).
 */
export function seedArgsFor(scenarios) {
  const args = [];
  for (const scenario of scenarios) {
    for (const arg of scenario.seed) if (!args.includes(arg)) args.push(arg);
  }
  return args;
}

/** The bench/data steps of the run: the union of the scenarios' `data`, in order of appearance. */
export function dataStepsFor(scenarios) {
  const steps = [];
  for (const scenario of scenarios) {
    for (const step of scenario.data) if (!steps.includes(step)) steps.push(step);
  }
  return steps;
}
