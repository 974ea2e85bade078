#!/usr/bin/env node
// `npm run bench` (DESIGN §10): latency and throughput of API endpoints against a floor measured in
// the same run.
//   1. build the server when stale (scripts/lib/app.mjs), provision PostgreSQL (DATABASE_URL, else
//      an embedded cluster in .data/bench-postgres, fsync off) and Redis (REDIS_URL, 127.0.0.1:6379
//      or a private redis-server); drop and recreate the database px_bench, migrate it, seed it
//      once with the union of the scenarios' `seed` arguments (default `--demo`), then run the
//      union of their `data` steps (bench/data/*.mjs: bulk rows such as a million customers)
//   2. start the built API (NODE_ENV=production, LOG_LEVEL=warn, SERVE_WEB=false, its own
//      REDIS_KEY_PREFIX pxbench:<random>, a free port) and the floor (bench/floor-server.mjs: bare
//      node:http + pg + ioredis/BullMQ, same SQL and Redis commands, same JSON), each a child process
//   3. per scenario (bench/scenarios/*.mjs): one request to each to compare the JSON shapes (one
//      per target when a scenario rotates through several), then autocannon on loopback against
//      the API and then the floor with the same settings
//      (BENCH_CONNECTIONS, default 10; BENCH_WARMUP s discarded, default 2; BENCH_DURATION s
//      measured, default 10); any non-2xx, error or timeout fails the run. A scenario with a
//      `sequence` (e.g. clock in, clock out) has each connection play its own actors through it,
//      and only the measured steps count (bench/lib/scenarios.mjs)
//   4. bench/results.json, a markdown table on stdout and, for a run of every scenario, the
//      results section of docs/performance.md
// Everything it started (API, floor, embedded PostgreSQL, private Redis) and everything it created
// (px_bench, the Redis keys under its prefix) is removed on success, failure and Ctrl-C.
// Exit code: 0, 1 on a failure or a missed budget, 130 when interrupted.
// BENCH_SCENARIOS=health,health-details runs only those (results.json only, docs untouched).
// BENCH_KEEP_DATA=1 keeps the seeded, generated database as a template for later runs with the
// same data inputs (bench/lib/data-cache.mjs); it is not removed at the end.
// BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") is passed to node for the API and
// the floor, to profile them under the load (NODE_OPTIONS refuses the profiler's flags).
// A `custom` scenario measures its own way (no floor): it gets the API's URL, SQL on the bench
// database and `apiProcesses(n)`, n fresh API processes behind a round-robin proxy, e.g. the mixed
// staff sessions against one process and then two (bench/scenarios/mixed-sessions.mjs, its own
// BENCH_MIXED_* settings).
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { DIST, appEnv, buildIfStale, runCli } from '../scripts/lib/app.mjs';
import { ProcessManager } from '../scripts/lib/processes.mjs';
import { withPgClient } from '../scripts/lib/provision.mjs';
import {
  ROOT,
  color,
  createLogger,
  formatDuration,
  freePort,
  isVerbose,
  waitForHttp,
} from '../scripts/lib/util.mjs';
import { startRoundRobinProxy } from '../scripts/lib/round-robin-proxy.mjs';
import { benchServices } from './lib/bench-services.mjs';
import { measure } from './lib/load.mjs';
import {
  checkBudget,
  budgetConnections,
  docsSection,
  markdownTable,
  ratios,
  updateDocs,
  writeJson,
} from './lib/report.mjs';
import { loadDataSteps } from './lib/data.mjs';
import { dataCacheName, restoreFromCache, saveToCache } from './lib/data-cache.mjs';
import { BENCH_DIR, dataStepsFor, loadScenarios, seedArgsFor } from './lib/scenarios.mjs';

const BENCH_DATABASE = 'px_bench';
const RESULTS_FILE = path.join(BENCH_DIR, 'results.json');
const DOCS_FILE = path.join(ROOT, 'docs', 'performance.md');
const SETTING_VARS = [
  'BENCH_CONNECTIONS',
  'BENCH_WARMUP',
  'BENCH_DURATION',
  'BENCH_SCENARIOS',
  'BENCH_KEEP_DATA',
  'BENCH_NODE_ARGS',
];

const log = createLogger('bench');
const pm = new ProcessManager({ log, signalExitCode: 130 }).installSignalHandlers();

function readSettings() {
  const int = (name, fallback, min) => {
    const raw = process.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      throw new Error(`${name} must be a whole number ≥ ${min} (got "${raw}")`);
    }
    return value;
  };
  return {
    connections: int('BENCH_CONNECTIONS', 10, 1),
    warmupSeconds: int('BENCH_WARMUP', 2, 0),
    durationSeconds: int('BENCH_DURATION', 10, 1),
    pipelining: 1,
  };
}

/** The command as typed, with the BENCH_* overrides of this run. */
function commandLine() {
  const overrides = SETTING_VARS.filter((name) => process.env[name]).map(
    (name) => `${name}=${process.env[name]}`,
  );
  return [...overrides, 'npm run bench'].join(' ');
}

function gitInfo() {
  const git = (args) =>
    execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    return {
      commit: git(['rev-parse', '--short', 'HEAD']),
      dirty: git(['status', '--porcelain']) !== '',
    };
  } catch {
    return { commit: null, dirty: null };
  }
}

async function postgresVersion(url) {
  try {
    return await withPgClient(url, async (client) => {
      const { rows } = await client.query('show server_version');
      return rows[0].server_version.split(' ')[0];
    });
  } catch {
    return 'unknown';
  }
}

async function redisVersion(url) {
  const mod = await import('ioredis');
  const Redis = mod.Redis ?? mod.default;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  try {
    await client.connect();
    return /redis_version:(\S+)/.exec(await client.info('server'))?.[1] ?? 'unknown';
  } catch {
    return 'unknown';
  } finally {
    client.disconnect();
  }
}

/** Two distinct free ports. */
async function twoFreePorts() {
  const first = await freePort();
  let second = await freePort();
  while (second === first) second = await freePort();
  return [first, second];
}

/** The JSON value's shape: keys in order, leaves replaced by their type. */
function shapeOf(value) {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value === null) return 'null';
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  return typeof value;
}

async function probe(url, request) {
  const res = await fetch(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const contentType = (res.headers.get('content-type') ?? '').split(';')[0].trim();
  return { status: res.status, text, json, contentType, bytes: Buffer.byteLength(text) };
}

/**
 * The shape of an answer: its JSON's (keys in order, leaves replaced by their type), or for a text
 * answer (a CSV export) its content type, first line (a CSV's header) and number of lines.
 */
function answerShape(answer) {
  if (answer.json !== undefined) return JSON.stringify(shapeOf(answer.json));
  const lines = answer.text.split('\n');
  return JSON.stringify({ type: answer.contentType, first: lines[0], lines: lines.length });
}

/**
 * One request to each server per target of the scenario: both 2xx, both JSON (or both text of the
 * scenario's `contentType`, e.g. text/csv), same shape (the same answer with `sameAnswer`). Returns
 * the mean body sizes.
 */
async function compareShapes(scenario, request, apiUrl, floorUrl) {
  const bytes = { api: 0, floor: 0 };
  for (const target of scenario.paths) {
    const [api, floor] = await Promise.all([
      probe(apiUrl + target, request),
      probe(floorUrl + target, request),
    ]);
    const show = (answer) => `HTTP ${answer.status} ${answer.text.slice(0, 300)}`;
    // A scenario that expects a bodyless answer (a 304) compares statuses only.
    if (scenario.status >= 300) {
      for (const [name, answer] of [
        ['API', api],
        ['floor', floor],
      ]) {
        if (answer.status !== scenario.status) {
          throw new Error(`${scenario.name}: the ${name} answered ${target} with ${show(answer)}`);
        }
      }
      continue;
    }
    for (const [name, answer] of [
      ['API', api],
      ['floor', floor],
    ]) {
      const expected = scenario.contentType
        ? answer.contentType === scenario.contentType
        : answer.json !== undefined;
      if (answer.status < 200 || answer.status > 299 || !expected) {
        throw new Error(`${scenario.name}: the ${name} answered ${target} with ${show(answer)}`);
      }
    }
    const differs = scenario.sameAnswer
      ? scenario.contentType
        ? api.text !== floor.text
        : JSON.stringify(api.json) !== JSON.stringify(floor.json)
      : answerShape(api) !== answerShape(floor);
    if (api.status !== floor.status || differs) {
      throw new Error(
        `${scenario.name}: the floor does not answer ${target} like the API\n  API:   ${show(api)}\n` +
          `  floor: ${show(floor)}\n  Fix the scenario's floor (bench/scenarios/${scenario.file}).`,
      );
    }
    bytes.api += api.bytes / scenario.paths.length;
    bytes.floor += floor.bytes / scenario.paths.length;
  }
  return { api: Math.round(bytes.api), floor: Math.round(bytes.floor) };
}

/**
 * A sequence scenario's first answers: its steps in order as its first actor, on the API, then
 * (after the scenario's reset) on the floor; each step's answers alike in shape. Returns the mean
 * body sizes of the measured steps.
 */
async function compareSequence(scenario, request, actor, apiUrl, floorUrl, reset) {
  const answers = {};
  for (const [name, origin] of [
    ['API', apiUrl],
    ['floor', floorUrl],
  ]) {
    await reset();
    answers[name] = [];
    for (const step of scenario.sequence) {
      const answer = await probe(origin + step.path, {
        method: step.method,
        headers: { ...request.headers, ...actor, ...step.headers },
        body: step.body,
      });
      if (answer.status < 200 || answer.status > 299 || answer.json === undefined) {
        throw new Error(
          `${scenario.name}: the ${name} answered ${step.method} ${step.path} with HTTP ` +
            `${answer.status} ${answer.text.slice(0, 300)}`,
        );
      }
      answers[name].push(answer);
    }
  }
  const bytes = { api: 0, floor: 0 };
  const measured = scenario.sequence.filter((step) => step.measured).length;
  scenario.sequence.forEach((step, index) => {
    const [api, floor] = [answers.API[index], answers.floor[index]];
    if (JSON.stringify(shapeOf(api.json)) !== JSON.stringify(shapeOf(floor.json))) {
      throw new Error(
        `${scenario.name}: the floor does not answer ${step.method} ${step.path} like the API\n` +
          `  API:   ${api.text.slice(0, 300)}\n  floor: ${floor.text.slice(0, 300)}\n` +
          `  Fix the scenario's floor (bench/scenarios/${scenario.file}).`,
      );
    }
    if (step.measured) {
      bytes.api += api.bytes / measured;
      bytes.floor += floor.bytes / measured;
    }
  });
  return { api: Math.round(bytes.api), floor: Math.round(bytes.floor) };
}

/**
 * Each connection's requests for a sequence scenario: connection i plays actors i, i + N, …, the
 * whole sequence as each of them in turn (the scenario's headers, the actor's, the step's).
 */
function connectionSequences(scenario, request, actors, connections) {
  if (actors.length < connections) {
    throw new Error(
      `${scenario.name}: ${actors.length} actor(s) for ${connections} connections; each ` +
        'connection needs its own (lower BENCH_CONNECTIONS)',
    );
  }
  return Array.from({ length: connections }, (_, connection) =>
    actors
      .filter((_, index) => index % connections === connection)
      .flatMap((actor) =>
        scenario.sequence.map((step) => ({
          ...step,
          headers: { ...request.headers, ...actor, ...step.headers },
        })),
      ),
  );
}

/** How a scenario's request reads in the logs: its path, and how many targets it rotates. */
const describeRequest = (scenario) =>
  `${scenario.method} ${scenario.path}` +
  (scenario.paths.length > 1 ? ` (${scenario.paths.length} targets in turn)` : '') +
  (scenario.sequence ? ` (in a sequence of ${scenario.sequence.length} requests)` : '');

const fmt = (figures) =>
  `p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, ${Math.round(figures.rps)} req/s`;

async function main() {
  const startedAt = Date.now();
  const settings = readSettings();
  const scenarios = await loadScenarios({ only: process.env.BENCH_SCENARIOS });
  if (!scenarios.length) throw new Error('no scenario found in bench/scenarios/');
  const everyScenario = !process.env.BENCH_SCENARIOS;
  log(`scenarios: ${scenarios.map((s) => s.name).join(', ')}`);

  await buildIfStale(pm, ['server']);

  const seedArgs = seedArgsFor(scenarios);
  const stepNames = dataStepsFor(scenarios);
  // Only runs with data steps have something worth keeping (a seed alone takes seconds).
  const dataCache =
    process.env.BENCH_KEEP_DATA && stepNames.length ? dataCacheName(seedArgs, stepNames) : null;
  const { pg, redis, databaseUrl, prefix, restored } = await benchServices(pm, log, {
    database: BENCH_DATABASE,
    keyPrefix: 'pxbench',
    beforeCreate: async (adminUrl) => {
      const copied = dataCache && (await restoreFromCache(adminUrl, BENCH_DATABASE, dataCache));
      if (copied) log(`database ${BENCH_DATABASE} copied from ${dataCache} (BENCH_KEEP_DATA)`);
      return copied;
    },
  });

  const poolMax = process.env.DATABASE_POOL_MAX || '10';
  const env = appEnv({
    databaseUrl,
    redisUrl: redis.url,
    nodeEnv: 'production',
    extra: {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      REDIS_KEY_PREFIX: prefix,
      DATABASE_POOL_MAX: poolMax,
      // One client address sends the whole load: the limits are counted (the work is measured)
      // but never reached.
      RATE_LIMIT_PER_MINUTE: '10000000',
      RATE_LIMIT_SENSITIVE_PER_MINUTE: '10000000',
    },
  });

  const dataRuns = [];
  const applied = async () =>
    restored
      ? (
          await withPgClient(databaseUrl, (client) =>
            client.query('select count(*)::int as count from mikro_orm_migrations'),
          )
        ).rows[0].count
      : 0;
  const appliedBefore = await applied();
  log(`migrating ${BENCH_DATABASE}…`);
  await runCli(pm, 'migrate', DIST.migrate, [], env);
  if (restored && (await applied()) > appliedBefore) {
    // A migration may have rewritten a table: its visibility map and statistics are gone, and
    // index-only scans would read the heap until autovacuum passes. Do it now, then keep the copy.
    log(`vacuum analyze after the new migrations…`);
    await withPgClient(databaseUrl, (client) => client.query('vacuum (analyze)'));
    await saveToCache(pg.url, BENCH_DATABASE, dataCache);
    log(`kept the migrated data as ${dataCache}`);
  }
  if (!restored) {
    if (seedArgs.length) {
      log(`seeding ${BENCH_DATABASE} (seed.js ${seedArgs.join(' ')})…`);
      await runCli(pm, 'seed', DIST.seed, seedArgs, env);
    }
    for (const step of await loadDataSteps(stepNames)) {
      if (pm.shuttingDown) return 1;
      log(`data step ${step.name}: ${step.description ?? ''}…`);
      const outcome = await withPgClient(databaseUrl, (client) =>
        step.run({ client, log: (message) => log(message) }),
      );
      dataRuns.push({ name: step.name, description: step.description ?? '', ...outcome });
    }
    if (dataCache) {
      await saveToCache(pg.url, BENCH_DATABASE, dataCache);
      log(`kept the data as ${dataCache} for later runs (BENCH_KEEP_DATA)`);
    }
  }

  const [apiPort, floorPort] = await twoFreePorts();
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const api = pm.spawn('api', process.execPath, [...nodeArgs, path.join(ROOT, DIST.api)], {
    env: { ...env, PORT: String(apiPort) },
  });
  const floorServer = path.join(BENCH_DIR, 'floor-server.mjs');
  const floor = pm.spawn('floor', process.execPath, [...nodeArgs, floorServer], {
    env: { ...env, PORT: String(floorPort) },
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const floorUrl = `http://127.0.0.1:${floorPort}`;
  await Promise.all([
    waitForHttp(`${apiUrl}/api/health`, 120_000, { isAlive: () => !api.done }),
    waitForHttp(`${floorUrl}/__floor/ready`, 60_000, { isAlive: () => !floor.done }),
  ]);
  log(`API on ${apiUrl}, floor on ${floorUrl}, Redis prefix ${prefix}`);

  const results = {
    date: new Date().toISOString(),
    command: commandLine(),
    git: gitInfo(),
    machine: {
      node: process.version,
      cpus: os.availableParallelism?.() ?? os.cpus().length,
      cpuModel: os.cpus()[0]?.model?.trim() ?? 'unknown',
      platform: `${os.platform()} ${os.arch()}`,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    },
    settings: {
      ...settings,
      databasePoolMax: Number(poolMax),
      order: 'per scenario: API, then floor',
      latency: 'per response, nearest-rank percentiles, ms',
    },
    data: dataRuns,
    services: {
      postgres: {
        source: pg.external ? 'DATABASE_URL' : 'embedded, fsync off',
        version: await postgresVersion(databaseUrl),
      },
      redis: {
        source: process.env.REDIS_URL
          ? 'REDIS_URL'
          : redis.started
            ? 'private redis-server'
            : 'local 127.0.0.1:6379',
        version: await redisVersion(redis.url),
      },
    },
    scenarios: [],
  };

  /**
   * For a custom scenario (issue 22's mixed sessions): `count` new API processes behind the
   * round-robin proxy (scripts/lib/round-robin-proxy.mjs, in this process), started with the run's
   * settings (same database, Redis and key prefix: one deployment). New ones each time, so that
   * every process count starts alike (fresh heaps: the RSS figures compare) and none carries what
   * the scenarios before it did. close() stops the proxy and the processes.
   */
  const apiProcesses = async (count) => {
    const started = [];
    try {
      for (let index = 1; index <= count; index++) {
        const port = await freePort();
        const entry = pm.spawn(
          `api-${index}/${count}`,
          process.execPath,
          [...nodeArgs, path.join(ROOT, DIST.api)],
          { env: { ...env, PORT: String(port) } },
        );
        started.push({ port, entry });
        await waitForHttp(`http://127.0.0.1:${port}/api/health`, 120_000, {
          isAlive: () => !entry.done,
        });
      }
    } catch (error) {
      for (const { entry } of started) await pm.stop(entry);
      throw error;
    }
    const proxy = await startRoundRobinProxy({
      targets: started.map(({ port }) => ({ host: '127.0.0.1', port })),
    });
    return {
      url: `http://127.0.0.1:${proxy.port}`,
      pids: started.map(({ entry }) => entry.pid),
      counts: proxy.counts,
      close: async () => {
        await proxy.close();
        for (const { entry } of started) await pm.stop(entry);
      },
    };
  };

  // Rows of the statement (of the last one, for several statements without parameters).
  const query = (sql, params) =>
    withPgClient(databaseUrl, async (client) => {
      const result = await client.query(sql, params);
      return (Array.isArray(result) ? result.at(-1) : result).rows;
    });
  for (const scenario of scenarios) {
    if (pm.shuttingDown) return 1; // Ctrl-C: the shutdown in progress exits
    if (scenario.custom) {
      log(`${color.bold(scenario.name)}: ${scenario.description}`);
      const figures = await scenario.custom({
        apiUrl,
        query,
        log,
        jwtSecret: env.JWT_SECRET,
        apiProcesses,
        cpus: results.machine.cpus,
      });
      const budget = [
        ...checkBudget(
          scenario.budget,
          { events: figures.events },
          budgetConnections(scenario.budget),
        ),
        ...(figures.checks ?? []),
      ];
      results.scenarios.push({
        name: scenario.name,
        description: scenario.description,
        method: scenario.method,
        path: scenario.path,
        custom: true,
        events: figures.events,
        details: figures.details ?? null,
        budget,
        budgetConnections: null,
      });
      const { p50, p95, p99, count } = figures.events;
      log(
        `  ${count} ${figures.events.label ?? 'deliveries'}, p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms`,
      );
      continue;
    }
    const extra = scenario.prepare
      ? ((await scenario.prepare({ apiUrl, floorUrl, databaseUrl, redisKeyPrefix: prefix })) ?? {})
      : {};
    const request = {
      method: scenario.method,
      headers: { ...scenario.headers, ...(extra.headers ?? {}) },
      body: extra.body ?? scenario.body,
    };
    const reset = async () => {
      if (scenario.reset) await scenario.reset({ query });
    };
    const actors = extra.actors ?? [{}];
    const bytes = scenario.sequence
      ? await compareSequence(scenario, request, actors[0], apiUrl, floorUrl, reset)
      : await compareShapes(scenario, request, apiUrl, floorUrl);
    const seconds = settings.warmupSeconds + settings.durationSeconds;
    const several = scenario.paths.length > 1;
    // A scenario may set its own connection count (a request one person makes now and then).
    const loadSettings = scenario.connections
      ? { ...settings, connections: scenario.connections }
      : settings;
    const sequences = scenario.sequence
      ? connectionSequences(scenario, request, actors, loadSettings.connections)
      : null;
    const load = (origin) =>
      sequences
        ? { url: origin, sequences, beforeRun: reset }
        : several
          ? { url: origin, paths: scenario.paths, beforeRun: reset }
          : { url: origin + scenario.path, beforeRun: reset };
    log(`${color.bold(scenario.name)}: ${describeRequest(scenario)} → API (${seconds} s)…`);
    const since = new Date();
    const apiFigures = await measure({
      ...load(apiUrl),
      request,
      settings: loadSettings,
      label: `${scenario.name} → API`,
      expectStatus: scenario.status,
    });
    if (pm.shuttingDown) return 1;
    const after = scenario.afterApi ? await scenario.afterApi({ since, query }) : {};
    log(`${color.bold(scenario.name)}: ${describeRequest(scenario)} → floor (${seconds} s)…`);
    const floorFigures = await measure({
      ...load(floorUrl),
      request,
      settings: loadSettings,
      label: `${scenario.name} → floor`,
      expectStatus: scenario.status,
    });
    const ratio = ratios(apiFigures, floorFigures);
    const budget = checkBudget(
      scenario.budget,
      { api: apiFigures, ratio, events: after.events },
      loadSettings.connections,
    );
    results.scenarios.push({
      name: scenario.name,
      description: scenario.description,
      method: scenario.method,
      path: scenario.path,
      ...(scenario.paths.length > 1 ? { paths: scenario.paths } : {}),
      ...(scenario.sequence
        ? {
            sequence: scenario.sequence.map(({ method, path, measured }) => ({
              method,
              path,
              measured,
            })),
            actors: actors.length,
          }
        : {}),
      ...(scenario.connections ? { connections: scenario.connections } : {}),
      seed: scenario.seed,
      data: scenario.data,
      bodyBytes: bytes,
      api: apiFigures,
      floor: floorFigures,
      ratio,
      ...(after.events ? { events: after.events } : {}),
      budget,
      budgetConnections:
        scenario.budget && !budget.length ? budgetConnections(scenario.budget) : null,
    });
    log(`  API   ${fmt(apiFigures)}`);
    log(`  floor ${fmt(floorFigures)}`);
    log(
      `  API ÷ floor: p50 ×${ratio.p50}, p95 ×${ratio.p95}, p99 ×${ratio.p99}, req/s ×${ratio.rps}`,
    );
    if (after.events) {
      const { p50, p95, p99, count } = after.events;
      log(`  events: ${count} deliveries, p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms`);
    }
  }

  writeJson(RESULTS_FILE, results);
  console.log(`\n${markdownTable(results)}\n`);
  console.log(
    color.dim(
      `The load generator shares the ${results.machine.cpus} cores with the servers: ` +
        'only the ratios to the floor of the same run compare.',
    ),
  );
  log(`wrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
  if (everyScenario) {
    await updateDocs(DOCS_FILE, docsSection(results));
    log(`updated the results in ${path.relative(process.cwd(), DOCS_FILE)}`);
  } else {
    log('BENCH_SCENARIOS is set: docs/performance.md left unchanged');
  }

  const missed = results.scenarios.flatMap((s) =>
    s.budget.filter((b) => !b.ok).map((b) => `${s.name}: ${b.label} (measured ${b.actual})`),
  );
  log(`done in ${formatDuration(Date.now() - startedAt)}`);
  if (missed.length) {
    log.error(`budget missed:\n  ${missed.join('\n  ')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => pm.shutdown(code),
  async (err) => {
    if (pm.shuttingDown) return; // Ctrl-C or a dead child: the shutdown in progress decides
    log.error(isVerbose() ? (err.stack ?? err.message) : err.message);
    await pm.shutdown(1);
  },
);
