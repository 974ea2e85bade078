import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { type Socket } from 'socket.io-client';
import {
  type RoundRobinProxy,
  UPSTREAM_HEADER,
  startRoundRobinProxy,
} from '../../scripts/lib/round-robin-proxy.mjs';
import { type WorkOrderChangedPayload } from '../../libs/contracts/src';
import { PasswordHasher } from '../../libs/identity/src/password-hasher';
import { freshWord } from './support/fixtures';
import { TEST_PASSWORD } from './support/identity-factory';
import { ownDatabase } from './support/own-database';
import {
  type RunningProcess,
  builtEntry,
  childEnv,
  freePort,
  startProcess,
  waitForHttp,
} from './support/processes';
import { openSocket, waitForItem } from './support/realtime-sockets';

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the envelope's data, per route
  body: any;
  /** The `name=value` of the refresh cookie the answer set, if it set one. */
  refreshCookie: string | null;
}

interface CallOptions {
  method?: string;
  token?: string;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Two API processes and one worker, built as production runs them, on one PostgreSQL database and
 * one Redis key prefix, behind a round-robin proxy (issue 22, "Scale-out"): what a client relies on
 * holds whichever process answers. Where a check needs a given process it talks to that process
 * directly (A or B); the proxy is for the checks where requests alternate. Changes made on one
 * process reach the other's in-memory copies through PostgreSQL's change signals, so the checks on
 * the other process ask until they see the change (never a fixed wait, never a time budget).
 */
describe('Scale-out: two API processes and a worker on one database and Redis', () => {
  const sockets: Socket[] = [];
  const processes: RunningProcess[] = [];
  let database: ReturnType<typeof ownDatabase>;
  let sql: Client;
  let proxy: RoundRobinProxy;
  let A: string;
  let B: string;
  let viaProxy: string;
  let admin: { id: string; email: string; token: string };
  let nextAddress = 1;
  /** A client address of its own (X-Forwarded-For, trusted from loopback): counters never meet. */
  const freshAddress = () => ({ 'X-Forwarded-For': `198.51.100.${nextAddress++}` });

  async function call(base: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${base}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('px_refresh='));
    return {
      status: res.status,
      headers: res.headers,
      body: text ? JSON.parse(text) : null,
      refreshCookie: cookie ? cookie.split(';')[0] : null,
    };
  }

  /** Asks until `accept` takes the answer: how a process is seen to follow another's change. */
  async function eventually(
    ask: () => Promise<Answer>,
    accept: (answer: Answer) => boolean,
    what: string,
  ): Promise<Answer> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const answer = await ask();
      if (accept(answer)) return answer;
      if (Date.now() > deadline)
        throw new Error(`${what} (last answer: ${answer.status} ${JSON.stringify(answer.body)})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function createUser(roles: string[]): Promise<{ id: string; email: string }> {
    const email = `escala.${randomBytes(5).toString('hex')}@taller.test`;
    const {
      rows: [user],
    } = await sql.query<{ id: string }>(
      `insert into app_user (email, password_hash, first_name, last_name, active)
         values ($1, $2, 'Escala', 'Pruebas', true) returning id`,
      [email, await passwordHash],
    );
    for (const role of roles) {
      await sql.query(
        'insert into user_role (user_id, role_id) select $1, id from role where name = $2',
        [user.id, role],
      );
    }
    return { id: user.id, email };
  }

  async function login(
    base: string,
    user: { email: string },
  ): Promise<{ token: string; cookie: string }> {
    const res = await call(base, '/api/auth/login', {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: freshAddress(),
    });
    if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
    return { token: res.body.data.accessToken as string, cookie: res.refreshCookie ?? '' };
  }

  const refresh = (base: string, cookie: string) =>
    call(base, '/api/auth/refresh', { method: 'POST', cookie, headers: freshAddress() });
  const me = (base: string, token: string) => call(base, '/api/auth/me', { token });

  let passwordHash: Promise<string>;

  beforeAll(async () => {
    passwordHash = new PasswordHasher().hash(TEST_PASSWORD);
    database = ownDatabase('scale_out');
    sql = new Client({ connectionString: database.url });
    await sql.connect();

    const [portA, portB, workerHealth] = await Promise.all([freePort(), freePort(), freePort()]);
    const shared = {
      DATABASE_URL: database.url,
      // The processes meet in Redis (rate counters, Socket.IO, queues) under one prefix of their own.
      REDIS_KEY_PREFIX: `${process.env.REDIS_KEY_PREFIX}:scale-${freshWord(4)}`,
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '10000000',
      RATE_LIMIT_SENSITIVE_PER_MINUTE: '8',
    };
    const api = (port: number) =>
      startProcess(builtEntry('apps/api/src/main.js'), childEnv({ ...shared, PORT: String(port) }));
    processes.push(
      api(portA),
      api(portB),
      startProcess(
        builtEntry('apps/worker/src/main.js'),
        childEnv({
          ...shared,
          WORKER_HEALTH_PORT: String(workerHealth),
          // The relay publishes what an API process left unpublished; often, so the test is short.
          OUTBOX_RELAY_INTERVAL_MS: '200',
        }),
      ),
    );
    A = `http://127.0.0.1:${portA}`;
    B = `http://127.0.0.1:${portB}`;
    await Promise.all([
      waitForHttp(`${A}/api/health`, 90_000),
      waitForHttp(`${B}/api/health`, 90_000),
      waitForHttp(`http://127.0.0.1:${workerHealth}/health`, 90_000),
    ]);
    proxy = await startRoundRobinProxy({
      targets: [
        { host: '127.0.0.1', port: portA },
        { host: '127.0.0.1', port: portB },
      ],
    });
    viaProxy = `http://127.0.0.1:${proxy.port}`;

    const adminUser = await createUser(['administrador']);
    admin = { ...adminUser, token: (await login(A, adminUser)).token };
  }, 180_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await proxy?.close();
    await Promise.all(
      processes.map(async (proc) => {
        if (proc.child.exitCode === null) proc.child.kill('SIGTERM');
        const stopped = await Promise.race([
          proc.exited.then(() => true),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
        ]);
        if (!stopped) proc.child.kill('SIGKILL');
      }),
    );
    await sql?.end();
    await database?.drop();
  }, 60_000);

  describe('a session opened on one process works on the other', () => {
    it('signs in on A and is known on B; the refresh token rotates across them, and a replay ends the family on both', async () => {
      const user = await createUser(['recepcion']);
      const first = await login(A, user);
      expect((await me(B, first.token)).status).toBe(200);

      const rotated = await refresh(B, first.cookie);
      expect(rotated.status).toBe(200);
      expect(rotated.refreshCookie).toBeTruthy();
      const second = {
        token: rotated.body.data.accessToken as string,
        cookie: rotated.refreshCookie!,
      };
      expect((await me(A, second.token)).status).toBe(200);
      const again = await refresh(A, second.cookie);
      expect(again.status).toBe(200);

      // The first cookie was used up on B: replayed on A it is refused and revokes the whole
      // family, so the newest cookie no longer works on B either.
      expect((await refresh(A, first.cookie)).status).toBe(401);
      expect((await refresh(B, again.refreshCookie!)).status).toBe(401);
    });

    it('a logout on A ends the session on B: its token, its refresh cookie and its open socket', async () => {
      const user = await createUser(['recepcion']);
      const session = await login(B, user);
      // B has checked the session (and keeps it in memory) before it ends elsewhere.
      expect((await me(B, session.token)).status).toBe(200);
      expect((await me(B, session.token)).status).toBe(200);
      const socket = await openSocket(B, session.token, sockets);
      const told: string[] = [];
      socket.on('realtime.error', (error: { code: string }) => told.push(error.code));
      socket.on('disconnect', (reason) => told.push(reason));

      const out = await call(A, '/api/auth/logout', {
        method: 'POST',
        token: session.token,
        cookie: session.cookie,
      });
      expect(out.status).toBe(200);

      await eventually(
        () => me(B, session.token),
        (answer) => answer.status === 401,
        'B still accepts the token of a session ended on A',
      );
      expect((await refresh(B, session.cookie)).status).toBe(401);
      await waitForItem(told, (event) => event === 'io server disconnect', 'disconnect');
      expect(told).toEqual(['SESSION_ENDED', 'io server disconnect']);
    });

    it('through the proxy, one session serves requests answered by both processes, until logout', async () => {
      const user = await createUser(['recepcion']);
      const session = await login(viaProxy, user);
      const answers = [await me(viaProxy, session.token), await me(viaProxy, session.token)];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      // Consecutive requests were answered by different processes.
      expect(new Set(answers.map((answer) => answer.headers.get(UPSTREAM_HEADER)))).toEqual(
        new Set(['0', '1']),
      );

      const rotated = await refresh(viaProxy, session.cookie);
      expect(rotated.status).toBe(200);
      const token = rotated.body.data.accessToken as string;
      expect((await me(viaProxy, token)).status).toBe(200);
      expect((await me(viaProxy, token)).status).toBe(200);

      expect((await call(viaProxy, '/api/auth/logout', { method: 'POST', token })).status).toBe(
        200,
      );
      // Refused by both processes in turn (the one that did not log out once its signal arrives).
      const refusedBy = new Set<string | null>();
      await eventually(
        () => me(viaProxy, token),
        (answer) => {
          if (answer.status === 401) refusedBy.add(answer.headers.get(UPSTREAM_HEADER));
          else refusedBy.clear();
          return refusedBy.size === 2;
        },
        'a process still accepts the token after logout',
      );
    });
  });

  describe("a write on A reaches B's in-memory copies", () => {
    async function customer(): Promise<string> {
      const res = await call(A, '/api/customers', {
        token: admin.token,
        body: { type: 'person', first_name: 'Rosa', last_name: freshWord() },
      });
      expect(res.status).toBe(201);
      return res.body.data.id as string;
    }

    it('the work-order statistics on B count an order created on A', async () => {
      const before = await call(B, '/api/work-orders/statistics', { token: admin.token });
      expect(before.status).toBe(200);
      // Asked again, B answers from what it keeps (the list version in memory, figures in Redis).
      expect(
        (await call(B, '/api/work-orders/statistics', { token: admin.token })).body.data
          .statusSummary,
      ).toEqual(before.body.data.statusSummary);

      const created = await call(A, '/api/work-orders', {
        token: admin.token,
        body: { title: 'Revisión de frenos', customer_id: await customer() },
      });
      expect(created.status).toBe(201);

      const after = await eventually(
        () => call(B, '/api/work-orders/statistics', { token: admin.token }),
        (answer) =>
          answer.body.data.statusSummary.total === before.body.data.statusSummary.total + 1,
        'B still counts the orders before the one created on A',
      );
      expect(after.body.data.statusSummary.open).toBe(before.body.data.statusSummary.open + 1);
    });

    it('a role granted and withdrawn on A applies on B', async () => {
      const user = await createUser(['recambios']);
      const { token } = await login(B, user);
      expect((await call(B, '/api/users', { token })).status).toBe(403);
      expect((await call(B, '/api/users', { token })).status).toBe(403);
      const {
        rows: [role],
      } = await sql.query<{ id: string }>(`select id from role where name = 'administrador'`);

      const granted = await call(A, `/api/permissions-dynamic/users/${user.id}/roles`, {
        token: admin.token,
        body: { role_id: role.id },
      });
      expect([200, 201]).toContain(granted.status);
      await eventually(
        () => call(B, '/api/users', { token }),
        (answer) => answer.status === 200,
        'B still refuses a role granted on A',
      );

      const withdrawn = await call(
        A,
        `/api/permissions-dynamic/users/${user.id}/roles/${role.id}`,
        {
          method: 'DELETE',
          token: admin.token,
        },
      );
      expect(withdrawn.status).toBe(200);
      await eventually(
        () => call(B, '/api/users', { token }),
        (answer) => answer.status === 403,
        'B still allows a role withdrawn on A',
      );
    });

    it("an announcement published on A changes the unread meta's ETag on B", async () => {
      const user = await createUser(['recepcion']);
      const { token } = await login(B, user);
      const meta = (tag?: string) =>
        call(B, '/api/announcements/unread/meta', {
          token,
          headers: tag ? { 'If-None-Match': tag } : {},
        });
      const first = await meta();
      expect(first.status).toBe(200);
      const tag = first.headers.get('etag') ?? '';
      expect((await meta(tag)).status).toBe(304);

      const published = await call(A, '/api/announcements', {
        token: admin.token,
        body: { title: `Cambio de horario ${freshWord()}` },
      });
      expect(published.status).toBe(201);

      const changed = await eventually(
        () => meta(tag),
        (answer) => answer.status === 200,
        'B still answers 304 to the ETag from before the announcement',
      );
      expect(changed.body.data.unread_count).toBe(first.body.data.unread_count + 1);
      expect(changed.headers.get('etag')).not.toBe(tag);
    });
  });

  it('a change on A is pushed to sockets on B and through the proxy, and so is what the worker publishes', async () => {
    // Through the proxy the client uses the websocket transport only (openSocket): Socket.IO's
    // long polling spreads one session over several requests, which a round-robin proxy would send
    // to different processes (it needs sticky sessions).
    const onB = await openSocket(B, admin.token, sockets);
    const upgradesBefore = [...proxy.counts.upgrades];
    const proxied = [
      await openSocket(viaProxy, admin.token, sockets),
      await openSocket(viaProxy, admin.token, sockets),
    ];
    // One proxied socket on each process.
    expect(proxy.counts.upgrades.map((n, i) => n - upgradesBefore[i])).toEqual([1, 1]);
    const received = [onB, ...proxied].map((socket) => {
      const pushes: WorkOrderChangedPayload[] = [];
      socket.on('work_order.changed', (payload: WorkOrderChangedPayload) => pushes.push(payload));
      return pushes;
    });

    const customerId = (
      await call(A, '/api/customers', {
        token: admin.token,
        body: { type: 'person', first_name: 'Luis', last_name: freshWord() },
      })
    ).body.data.id as string;
    const created = await call(A, '/api/work-orders', {
      token: admin.token,
      body: { title: 'Cambio de aceite', customer_id: customerId },
    });
    expect(created.status).toBe(201);
    const orderId = created.body.data.id as string;
    for (const pushes of received) {
      const push = await waitForItem(pushes, (p) => p.id === orderId, 'push of the order');
      expect(push).toMatchObject({ id: orderId, event: 'WorkOrderCreated', status: 'open' });
    }

    // What A leaves if it dies between its commit and the publication: the event recorded but
    // unpublished, past the grace period. The worker's relay publishes it in A's place, and its
    // push travels through the worker's Redis emitter to the sockets on both processes.
    await sql.query(
      `insert into domain_event (id, type, aggregate_type, aggregate_id, payload, occurred_at)
       select gen_random_uuid(), type, aggregate_type, aggregate_id, payload, now() - interval '1 minute'
         from domain_event where aggregate_id = $1 and type = 'WorkOrderCreated'`,
      [orderId],
    );
    for (const pushes of received) {
      await waitForItem(
        pushes,
        () => pushes.filter((p) => p.id === orderId).length === 2,
        "the worker's push of the order",
      );
    }
  });

  it('the same Idempotency-Key sent to A and B at once creates one order', async () => {
    const customerId = (
      await call(A, '/api/customers', {
        token: admin.token,
        body: { type: 'person', first_name: 'Marta', last_name: freshWord() },
      })
    ).body.data.id as string;
    const key = `escala-${freshWord(12)}`;
    const create = (base: string) =>
      call(base, '/api/work-orders', {
        token: admin.token,
        headers: { 'Idempotency-Key': key },
        body: { title: 'Diagnosis eléctrica', customer_id: customerId },
      });
    const [onA, onB] = await Promise.all([create(A), create(B)]);
    expect([onA.status, onB.status]).toEqual([201, 201]);
    expect(onB.body.data.id).toBe(onA.body.data.id);
    const { rows } = await sql.query<{ count: number }>(
      'select count(*)::int as count from work_order where customer_id = $1',
      [customerId],
    );
    expect(rows[0].count).toBe(1);
  });

  describe('rate limits are shared', () => {
    it('a client address has one allowance on a sensitive route, wherever its requests land', async () => {
      const from = freshAddress();
      const attempt = (base: string) =>
        call(base, '/api/auth/refresh', { method: 'POST', headers: from });
      // Eight a minute (RATE_LIMIT_SENSITIVE_PER_MINUTE), refused or not; spread over both.
      const answeredBy = new Set<string | null>();
      for (let i = 0; i < 8; i++) {
        const answer = await attempt(viaProxy);
        expect(answer.status).toBe(401);
        answeredBy.add(answer.headers.get(UPSTREAM_HEADER));
      }
      expect(answeredBy).toEqual(new Set(['0', '1']));
      const [onA, onB] = [await attempt(A), await attempt(B)];
      expect([onA.status, onB.status]).toEqual([429, 429]);
      expect(onB.body.error).toBe('TOO_MANY_REQUESTS');
      expect(Number(onB.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    });

    it("an account's failed sign-ins are counted together, wherever they land", async () => {
      const user = await createUser(['recepcion']);
      const from = freshAddress();
      const attempt = (base: string) =>
        call(base, '/api/auth/login', {
          body: { email: user.email, password: 'clave-equivocada-1' },
          headers: from,
        });
      // Five failures are free for an account from one address; then each must wait (2 s, 4 s,
      // 8 s… after the last). Alternating, each process sees about half of them: counted apart,
      // neither would slow the sixth down, nor any before the eleventh.
      let attempts = 0;
      let last: Answer;
      do {
        last = await attempt(attempts % 2 ? B : A);
        attempts += 1;
      } while (last.status === 401 && attempts < 10);
      expect(last.status).toBe(429);
      expect(last.body.message).toMatch(/^Demasiados intentos fallidos/);
      // Sixth, unless the machine took longer than the delays between two attempts.
      expect(attempts).toBeLessThanOrEqual(8);
    });
  });
});
