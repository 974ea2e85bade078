#!/usr/bin/env node
// Checks deploy/Caddyfile's routing with a local `caddy` binary (Debian: `apt-get install caddy`),
// without Docker: two backends (node:http with Socket.IO on /realtime/socket.io, as the API) behind
// a copy of the Caddyfile whose upstream snippet names them by address (the compose file's DNS name
// `api` does not exist here); everything else is the file as committed. It reports:
//   - where 20 REST requests went (least_conn: both backends),
//   - the X-Forwarded-For a backend saw for a client that sent a forged one (Caddy's own),
//   - six polling-only Socket.IO sessions with the `lb` cookie kept (all must connect: sticky),
//     and six that drop it (most fail: why the stickiness is there),
//   - four websocket-only sessions (the upgrade passes).
// Usage: node scripts/check-caddyfile.mjs   (prints JSON; exit 1 if a sticky or websocket session
// failed). docs/deploy.md, "What was measured", has the last result.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';

const CADDYFILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'deploy',
  'Caddyfile',
);
const PORT = 18480;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function backend(name) {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ backend: name, xff: req.headers['x-forwarded-for'] ?? null }));
  });
  const realtime = new Server(server, { path: '/realtime/socket.io' });
  realtime.of('/realtime').on('connection', (socket) => socket.emit('hello', name));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, close: () => (realtime.close(), server.close()) };
}

function startCaddy(ports, dir) {
  const original = fs.readFileSync(CADDYFILE, 'utf8');
  const snippet = /\(api_upstreams\) \{[\s\S]*?\n\}\n/;
  if (!snippet.test(original)) throw new Error('deploy/Caddyfile: no (api_upstreams) snippet');
  const upstreams = ports.map((port) => `127.0.0.1:${port}`).join(' ');
  const config = original.replace(
    snippet,
    `(api_upstreams) {\n\tto ${upstreams}\n\tlb_try_duration 5s\n\tfail_duration 10s\n}\n`,
  );
  const file = path.join(dir, 'Caddyfile');
  fs.writeFileSync(file, `{\n\tadmin off\n}\n${config}`);
  const env = { ...process.env, SITE_ADDRESS: `:${PORT}`, HOME: dir, XDG_DATA_HOME: dir };
  return spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    env,
    stdio: 'ignore',
  });
}

/** A Socket.IO session through the proxy: the backend that greeted it, or the error. */
async function session(base, transports, withCredentials) {
  const socket = io(`${base}/realtime`, {
    path: '/realtime/socket.io',
    transports,
    withCredentials, // in Node, socket.io-client keeps the cookies only with this
    reconnection: false,
    forceNew: true,
  });
  try {
    const name = await new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('timeout')), 8000);
      socket.on('hello', resolve);
      socket.on('connect_error', reject);
    });
    await sleep(300); // a few more polls
    return socket.connected ? name : `${name} (dropped)`;
  } catch (error) {
    return `error: ${error.message}`;
  } finally {
    socket.disconnect();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-caddy-'));
const backends = [await backend('A'), await backend('B')];
const caddy = startCaddy(
  backends.map((b) => b.port),
  dir,
);
const base = `http://127.0.0.1:${PORT}`;
const results = { rest: { A: 0, B: 0 } };
try {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (
      await fetch(base).then(
        () => true,
        () => false,
      )
    )
      break;
    await sleep(200);
  }
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${base}/api/x`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    const body = await res.json();
    results.rest[body.backend] += 1;
    results.xffSeenByBackend = body.xff;
  }
  results.realtimeSetCookie = (
    await fetch(`${base}/realtime/socket.io/?EIO=4&transport=polling`)
  ).headers.get('set-cookie');
  const runs = async (transports, withCredentials, count) => {
    const names = [];
    for (let i = 0; i < count; i++) names.push(await session(base, transports, withCredentials));
    return names;
  };
  results.pollingWithCookie = await runs(['polling'], true, 6);
  results.pollingWithoutCookie = await runs(['polling'], false, 6);
  results.websocket = await runs(['websocket'], false, 4);
} finally {
  caddy.kill('SIGTERM');
  backends.forEach((b) => b.close());
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
const failed = [...results.pollingWithCookie, ...results.websocket].some((name) => name.length > 1);
process.exit(failed ? 1 : 0);
