#!/usr/bin/env node
// The floor of DESIGN §10: the least a server can do to answer each scenario's route — bare
// node:http, a pg Pool the size of the API's (DATABASE_POOL_MAX), one ioredis client and BullMQ
// queues with the API's prefix — running the identical SQL / Redis commands and answering the same
// JSON shape (`{ success: true, data }`) with the headers every API answer carries (security
// headers, no-store, a request id). No framework, no middleware, no logging, no validation.
// bench/run.mjs starts it as a child process, so it does not share the load generator's event loop.
//
// Environment: PORT, HOST (default 127.0.0.1), DATABASE_URL, DATABASE_POOL_MAX (default 10),
// REDIS_URL, REDIS_KEY_PREFIX. GET /__floor/ready answers 200 once PostgreSQL and Redis are ready.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { securityHeaders } from './lib/production.mjs';
import { BENCH_DIR, loadScenarios, routeKey } from './lib/scenarios.mjs';

const env = process.env;
for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'REDIS_KEY_PREFIX']) {
  if (!env[name]) {
    console.error(`[floor] ${name} is required`);
    process.exit(78);
  }
}

const ROOT = path.resolve(BENCH_DIR, '..');
const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;

/** ioredis options as the API's producer side sets them (libs/platform/src/redis). */
function redisOptions(url) {
  const parsed = new URL(url);
  const db = parsed.pathname && parsed.pathname !== '/' ? Number(parsed.pathname.slice(1)) : 0;
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 6379,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: Number.isFinite(db) ? db : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    connectTimeout: 5_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  };
}

const pool = new pg.Pool({
  connectionString: env.DATABASE_URL,
  max: Number(env.DATABASE_POOL_MAX || 10),
  idleTimeoutMillis: 30_000,
  connectionTimeoutMillis: 5_000,
  options: '-c max_parallel_workers_per_gather=0', // as SqlClient
});
pool.on('error', () => {}); // an idle client losing its server must not kill the floor

const redis = new Redis(redisOptions(env.REDIS_URL));
redis.on('error', () => {});

const queues = new Map();
/** The BullMQ queue `name` with the API's prefix (`${REDIS_KEY_PREFIX}:bull`). */
function queue(name) {
  let q = queues.get(name);
  if (!q) {
    q = new Queue(name, {
      connection: redisOptions(env.REDIS_URL),
      prefix: `${env.REDIS_KEY_PREFIX}:bull`,
    });
    q.on('error', () => {});
    queues.set(name, q);
  }
  return q;
}

/** SqlClient's statement names: every statement prepared once per connection. */
const statementNames = new Map();
function statementName(text) {
  let name = statementNames.get(text);
  if (!name) {
    name = `px_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** What a floor handler gets. */
const ctx = {
  pg: pool,
  /** rows of one statement */
  query: async (sql, params) =>
    (await pool.query({ name: statementName(sql), text: sql, values: params })).rows,
  redis,
  queue,
  redisKeyPrefix: env.REDIS_KEY_PREFIX,
  version,
  startedAt: new Date(),
};

const scenarios = await loadScenarios();
const routes = new Map();
for (const scenario of scenarios) {
  if (scenario.custom) continue; // measured against the API alone
  const { floor } = scenario;
  const handle =
    typeof floor === 'function'
      ? (req) => floor(ctx, req)
      : async () => {
          const rows = await ctx.query(floor.sql, floor.params);
          return floor.data ? floor.data(rows) : rows;
        };
  for (const route of scenario.routes) {
    routes.set(routeKey(route.method, route.path), { scenario, handle });
  }
}

/**
 * What the API's request preamble puts on every answer (security headers, no-store, a request id):
 * the same answer is the same bytes, headers included.
 */
const { SECURITY_HEADERS } = securityHeaders();
const answerHeaders = () => ({
  ...SECURITY_HEADERS,
  'cache-control': 'no-store',
  'x-request-id': randomUUID(),
});

function send(res, status, body) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...answerHeaders(),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

/**
 * A handler's own answer (`{ floorResponse: { status, headers, body? } }`), e.g. a 304, or a text
 * body (a CSV export: the string as it is, with the content type the handler's headers give).
 */
function sendRaw(res, { status, headers = {}, body }) {
  const text = typeof body === 'string';
  const payload = body === undefined ? '' : text ? body : JSON.stringify(body);
  res.writeHead(status, {
    ...answerHeaders(),
    ...(payload && !text ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    ...headers,
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('error', reject);
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

/**
 * The API's rate limits (libs/platform/src/http/rate-limits): one fixed-window counter per client
 * address in Redis for every request but the health probe, and one more per route on the sensitive
 * routes (the scenario says which).
 */
function countRequest(scenario) {
  if (scenario.rateLimited === false) return undefined;
  const prefix = `${env.REDIS_KEY_PREFIX}:cache:rate-limit:`;
  const keys = [`${prefix}api:127.0.0.1`];
  if (scenario.sensitiveRateLimit) keys.push(`${prefix}sensitive:${scenario.path}:127.0.0.1`);
  return Promise.all(keys.map((key) => redis.multi().incr(key).expire(key, 60, 'NX').exec()));
}

let ready = false;

const server = http.createServer((req, res) => {
  if (req.url === '/__floor/ready') {
    send(res, ready ? 200 : 503, { success: ready, data: ready });
    return;
  }
  const route = routes.get(routeKey(req.method, req.url));
  if (!route) {
    send(res, 404, { success: false, error: 'NOT_FOUND', statusCode: 404 });
    return;
  }
  const bodyless = req.method === 'GET' || req.method === 'HEAD';
  Promise.all([bodyless ? undefined : readBody(req), countRequest(route.scenario)])
    .then(([body]) =>
      route.handle({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body,
        ip: req.socket.remoteAddress,
      }),
    )
    .then(
      (data) =>
        data?.floorResponse
          ? sendRaw(res, data.floorResponse)
          : send(
              res,
              route.scenario.status,
              route.scenario.envelope ? { success: true, data: data ?? null } : data,
            ),
      (err) =>
        send(res, 500, {
          success: false,
          error: 'INTERNAL',
          message: String(err?.message ?? err).slice(0, 200),
          statusCode: 500,
        }),
    );
});

async function start() {
  await pool.query('select 1');
  if (redis.status !== 'ready') {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Redis not ready after 10 s')), 10_000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(env.PORT), env.HOST || '127.0.0.1', resolve);
  });
  ready = true;
}

async function stop() {
  ready = false;
  server.closeAllConnections?.();
  await new Promise((resolve) => server.close(() => resolve()));
  await Promise.allSettled([...queues.values()].map((q) => q.close()));
  await Promise.allSettled([pool.end(), redis.quit()]);
  redis.disconnect();
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

start().catch((err) => {
  console.error(`[floor] could not start: ${err.message}`);
  process.exit(1);
});
