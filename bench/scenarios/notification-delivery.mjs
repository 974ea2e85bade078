// Issue 6: 500 sockets on loopback, one notification to each. Each round is one POST
// /api/notifications naming 500 employees (500 rows in one transaction, then 500 pushes to their
// `employee:<id>` rooms through Redis); the figure is each socket's receipt time minus the moment
// the request was sent, an upper bound of "from the creating request's commit" (it includes the
// request's own checks and insert). One warm-up round, not counted (as the load scenarios discard
// their first seconds: the first pushes to new sockets also warm the code that sends them, about
// three times slower), then five rounds, 2,500 deliveries. Not a load test: no floor.
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { io } from 'socket.io-client';
import { demoAuthorization } from '../lib/auth.mjs';

const SOCKETS = 500;
const ROUNDS = 5;
const WARMUP_ROUNDS = 1;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
const round = (value) => Math.round(value * 100) / 100;

/** 500 users with an employee record each, and an access token for each (signed like the API's). */
async function staff(query, jwtSecret) {
  const run = randomUUID().slice(0, 8);
  const users = await query(
    `insert into app_user (email, password_hash, first_name, last_name, active)
     select 'socket.' || n || '.' || $1 || '@taller.test', 'bench', 'Socket', 'Banco ' || n, true
       from generate_series(1, $2::int) n
     returning id, token_epoch`,
    [run, SOCKETS],
  );
  const employees = await query(
    `insert into employee (code, first_name, last_name, trade, user_id)
     select 'S' || $1 || '-' || u.ord, 'Socket', 'Banco', 'mechanic', u.id
       from unnest($2::uuid[]) with ordinality as u (id, ord)
     returning id, user_id`,
    [run, users.map((user) => user.id)],
  );
  const epochOf = new Map(users.map((user) => [user.id, user.token_epoch]));
  return employees.map((employee) => ({
    employeeId: employee.id,
    token: jwt.sign(
      {
        sub: employee.user_id,
        emp: employee.id,
        epoch: epochOf.get(employee.user_id),
        sid: randomUUID(),
      },
      jwtSecret,
      { algorithm: 'HS256', expiresIn: 900, issuer: 'px-taller', audience: 'px-taller-api' },
    ),
  }));
}

function connect(apiUrl, token) {
  const socket = io(`${apiUrl}/realtime`, {
    path: '/realtime/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('realtime.ready', () => resolve(socket));
    socket.once('connect_error', reject);
    socket.once('realtime.error', (error) => reject(new Error(error.message)));
  });
}

export default {
  name: 'notification-delivery',
  description: '500 sockets, one notification to each per round (5 rounds): push delivery.',
  method: 'POST',
  path: '/api/notifications',
  budget: { eventP95Ms: 100 },
  async custom({ apiUrl, query, log, jwtSecret }) {
    const people = await staff(query, jwtSecret);
    const sockets = [];
    for (let i = 0; i < people.length; i += 50) {
      sockets.push(
        ...(await Promise.all(people.slice(i, i + 50).map((p) => connect(apiUrl, p.token)))),
      );
    }
    log(`  ${sockets.length} sockets connected`);
    const admin = await demoAuthorization(apiUrl, 'admin@taller.test');
    const fromRequest = [];
    const fromResponse = [];
    try {
      for (let roundNo = 1 - WARMUP_ROUNDS; roundNo <= ROUNDS; roundNo++) {
        const title = `Aviso de prueba ${roundNo} ${randomUUID().slice(0, 6)}`;
        const received = sockets.map(
          (socket) =>
            new Promise((resolve) => {
              const onCreated = (notification) => {
                if (notification.title !== title) return;
                socket.off('notification.created', onCreated);
                resolve(performance.now());
              };
              socket.on('notification.created', onCreated);
            }),
        );
        const sent = performance.now();
        const res = await fetch(`${apiUrl}/api/notifications`, {
          method: 'POST',
          headers: { ...admin.headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            employee_ids: people.map((p) => p.employeeId),
            title,
            message: 'Medición de entrega en tiempo real.',
            type: 'system_alert',
          }),
        });
        const answered = performance.now();
        if (res.status !== 201) throw new Error(`POST /api/notifications answered ${res.status}`);
        const timeout = new Promise((_, reject) =>
          setTimeout(() => reject(new Error('deliveries missing after 30 s')), 30_000),
        );
        const times = await Promise.race([Promise.all(received), timeout]);
        // The warm-up round's deliveries are not counted.
        for (const at of roundNo >= 1 ? times : []) {
          fromRequest.push(at - sent);
          fromResponse.push(Math.max(0, at - answered));
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
    const sorted = fromRequest.sort((a, b) => a - b);
    const afterResponse = fromResponse.sort((a, b) => a - b);
    return {
      events: {
        count: sorted.length,
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
      },
      details: {
        sockets: sockets.length,
        rounds: ROUNDS,
        warmupRounds: WARMUP_ROUNDS,
        afterResponseP95: round(percentile(afterResponse, 95)),
      },
    };
  },
};
