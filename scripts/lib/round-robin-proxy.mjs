// A small round-robin reverse proxy in front of several API processes, for the multi-process test
// (test/api/scale-out.e2e-spec.ts) and the two-process benchmark. Node built-ins only.
//
//   import { startRoundRobinProxy } from './scripts/lib/round-robin-proxy.mjs';
//   const proxy = await startRoundRobinProxy({ targets: [{ host: '127.0.0.1', port: 3001 }, …] });
//   … http://127.0.0.1:${proxy.port}/api/… …
//   proxy.counts   // { requests: [n0, n1, …], upgrades: [u0, u1, …] } per target, live
//   await proxy.close();
//
// - Every HTTP request goes to the next target in turn (targets[0], targets[1], …), whatever client
//   connection it came on: two requests on one keep-alive client connection still reach two
//   processes. Upstream connections are pooled per target (keep-alive), never shared across targets.
// - Every WebSocket upgrade (Socket.IO's websocket transport) goes to the next target in its own
//   turn (a counter separate from the requests'), then is piped both ways until either side closes.
//   Socket.IO's long-polling transport would need sticky sessions, which this proxy does not do:
//   clients behind it use `transports: ['websocket']`.
// - Each response carries `x-px-upstream: <target index>`, so a caller can tell which process answered.
// - X-Forwarded-For / -Proto / -Host are added as a real reverse proxy would (the API reads them only
//   with TRUST_PROXY set). An unreachable target answers 502 (HTTP) or drops the upgrade.
import http from 'node:http';
import net from 'node:net';

export const UPSTREAM_HEADER = 'x-px-upstream';

/**
 * @param {object} options
 * @param {{ host?: string, port: number }[]} options.targets the processes, in turn order
 * @param {number} [options.port] where to listen (default: a free port)
 * @param {string} [options.host] interface to listen on (default 127.0.0.1)
 * @returns {Promise<{ port: number, counts: { requests: number[], upgrades: number[] },
 *   close: () => Promise<void> }>}
 */
export async function startRoundRobinProxy({ targets, port = 0, host = '127.0.0.1' }) {
  if (!Array.isArray(targets) || targets.length === 0)
    throw new Error('startRoundRobinProxy needs at least one target');
  const upstreams = targets.map((target) => ({
    host: target.host ?? '127.0.0.1',
    port: target.port,
    agent: new http.Agent({ keepAlive: true }),
  }));
  const counts = {
    requests: upstreams.map(() => 0),
    upgrades: upstreams.map(() => 0),
  };
  let nextRequest = 0;
  let nextUpgrade = 0;
  const openSockets = new Set();

  const forwardedHeaders = (req) => {
    const address = req.socket.remoteAddress ?? '';
    const previous = req.headers['x-forwarded-for'];
    return {
      'x-forwarded-for': previous ? `${previous}, ${address}` : address,
      'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
      'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
    };
  };

  const server = http.createServer((req, res) => {
    const index = nextRequest;
    nextRequest = (nextRequest + 1) % upstreams.length;
    counts.requests[index] += 1;
    const upstream = upstreams[index];
    const outgoing = http.request(
      {
        host: upstream.host,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, ...forwardedHeaders(req) },
        agent: upstream.agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, {
          ...answer.headers,
          [UPSTREAM_HEADER]: String(index),
        });
        answer.pipe(res);
      },
    );
    outgoing.on('error', (error) => {
      if (res.headersSent) return res.destroy(error);
      res.writeHead(502, { 'content-type': 'application/json', [UPSTREAM_HEADER]: String(index) });
      res.end(
        JSON.stringify({ error: 'BAD_GATEWAY', message: `upstream ${index}: ${error.message}` }),
      );
    });
    // A client that goes away mid-request takes the upstream request with it.
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.pipe(outgoing);
  });

  server.on('upgrade', (req, client, head) => {
    const index = nextUpgrade;
    nextUpgrade = (nextUpgrade + 1) % upstreams.length;
    counts.upgrades[index] += 1;
    const { host: upstreamHost, port: upstreamPort } = upstreams[index];
    const upstream = net.connect(upstreamPort, upstreamHost);
    openSockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      openSockets.delete(client);
      openSockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.once('connect', () => {
      // The handshake goes on as the client wrote it (raw header pairs keep their order and case).
      const headers = { ...forwardedHeaders(req) };
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (req.rawHeaders[i].toLowerCase() in headers) continue;
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
  });

  // Keep-alive client connections are tracked so close() does not wait for them to idle out.
  server.on('connection', (socket) => {
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });

  return {
    port: server.address().port,
    counts,
    close: async () => {
      const closed = new Promise((resolve) => server.close(() => resolve()));
      for (const socket of openSockets) socket.destroy();
      openSockets.clear();
      for (const upstream of upstreams) upstream.agent.destroy();
      await closed;
    },
  };
}
