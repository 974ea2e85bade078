import { connect } from 'node:net';
import { Client } from 'pg';
import { DEFAULT_DEMO_PASSWORD, DEMO_STAFF } from '../../libs/composition/src';
import { PasswordHasher } from '../../libs/identity/src';
import { PLACEHOLDER_JWT_SECRET } from '../../libs/platform/src';
import { ownDatabase } from './support/own-database';
import { builtEntry, childEnv, freePort, startProcess, waitForHttp } from './support/processes';

const API = () => builtEntry('apps/api/src/main.js');
const WORKER = () => builtEntry('apps/worker/src/main.js');

describe('Process start-up and shutdown', () => {
  it('exits at once naming a wrong setting', async () => {
    const proc = startProcess(API(), childEnv({ PORT: 'abc', BODY_LIMIT: 'enorme' }));
    expect(await proc.exited).toBe(78);
    expect(proc.output()).toContain('PORT must be a whole number (got "abc")');
    expect(proc.output()).toContain('BODY_LIMIT must be a size');
  });

  it('exits naming a missing required setting without printing secrets', async () => {
    const proc = startProcess(
      API(),
      childEnv({ DATABASE_URL: undefined, REDIS_URL: 'http://user:hunter2@host' }),
    );
    expect(await proc.exited).toBe(78);
    expect(proc.output()).toContain('DATABASE_URL is required');
    expect(proc.output()).toContain('REDIS_URL must be a URL starting with redis:// or rediss://');
    expect(proc.output()).not.toContain('hunter2');
  });

  it('refuses to start in production with the example JWT secret', async () => {
    const proc = startProcess(API(), childEnv({ JWT_SECRET: PLACEHOLDER_JWT_SECRET }));
    expect(await proc.exited).toBe(78);
    expect(proc.output()).toContain('JWT_SECRET is the example placeholder');
  });

  it('refuses to start in production while a demo user signs in with the published password', async () => {
    const database = ownDatabase('demo_logins');
    try {
      const client = new Client({ connectionString: database.url });
      await client.connect();
      const demo = DEMO_STAFF[0];
      await client.query(
        `insert into app_user (email, password_hash, first_name, last_name) values ($1, $2, 'Demo', 'Taller')`,
        [demo.email, await new PasswordHasher().hash(DEFAULT_DEMO_PASSWORD)],
      );
      await client.end();
      const refused = startProcess(API(), childEnv({ DATABASE_URL: database.url }));
      expect(await refused.exited).toBe(78);
      expect(refused.output()).toContain('Refusing to start in production');
      expect(refused.output()).toContain(demo.email);

      // A demonstration install (npm start) says so, and starts.
      const port = await freePort();
      const demoInstall = startProcess(
        API(),
        childEnv({
          DATABASE_URL: database.url,
          DEMO_MODE: 'true',
          PORT: String(port),
          HOST: '127.0.0.1',
        }),
      );
      try {
        await waitForHttp(`http://127.0.0.1:${port}/api/health`);
      } finally {
        demoInstall.child.kill('SIGTERM');
        await demoInstall.exited;
      }
    } finally {
      await database.drop();
    }
  });

  it('creates the first administrator of a real installation once, from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const database = ownDatabase('first_admin');
    const createAdmin = (extra: Record<string, string>) =>
      startProcess(
        builtEntry('apps/cli/src/create-admin.js'),
        childEnv({ DATABASE_URL: database.url, ...extra }),
      );
    try {
      const weak = createAdmin({ ADMIN_EMAIL: 'jefa@taller.example', ADMIN_PASSWORD: '123456' });
      expect(await weak.exited).not.toBe(0);
      expect(weak.output()).toContain('ADMIN_PASSWORD');

      const first = createAdmin({
        ADMIN_EMAIL: 'Jefa@Taller.example',
        ADMIN_PASSWORD: 'Una-Clave-Propia-2026',
      });
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('First administrator created: jefa@taller.example.');
      const again = createAdmin({
        ADMIN_EMAIL: 'otro@taller.example',
        ADMIN_PASSWORD: 'Otra-Clave-Propia-2026',
      });
      expect(await again.exited).toBe(0);
      expect(again.output()).toContain('jefa@taller.example already administers it');

      const client = new Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query<{ email: string; role: string }>(
        `select u.email, r.name as role from app_user u
           join user_role ur on ur.user_id = u.id join role r on r.id = ur.role_id`,
      );
      await client.end();
      expect(rows).toEqual([{ email: 'jefa@taller.example', role: 'administrador' }]);
    } finally {
      await database.drop();
    }
  });

  it('retries an unreachable PostgreSQL a bounded number of times, then exits with a clear message', async () => {
    const proc = startProcess(
      API(),
      childEnv({
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/px_nowhere',
        DATABASE_CONNECT_RETRIES: '2',
        DATABASE_CONNECT_BACKOFF_MS: '50',
      }),
    );
    expect(await proc.exited).toBe(69);
    const lines = proc
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(
      lines.filter((line) => line.includes('PostgreSQL not reachable yet; retrying')),
    ).toHaveLength(2);
    expect(proc.output()).toContain('PostgreSQL is unreachable after 3 attempt(s)');
  });

  it('on SIGTERM stops accepting, finishes the request in flight, and exits 0', async () => {
    const port = await freePort();
    const proc = startProcess(API(), childEnv({ PORT: String(port), HOST: '127.0.0.1' }));
    try {
      await waitForHttp(`http://127.0.0.1:${port}/api/health`);

      // A request whose body is still arriving when the signal comes.
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      let response = '';
      socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write(
        'POST /api/ruta-inexistente HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 20\r\nConnection: close\r\n\r\n{"name":',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));

      proc.child.kill('SIGTERM');
      await proc.waitForOutput('Shutting down gracefully');

      // New connections are refused while the old request is still open.
      await expect(
        new Promise((resolve, reject) => {
          const probe = connect(port, '127.0.0.1');
          probe.once('connect', () => {
            probe.destroy();
            resolve('connected');
          });
          probe.once('error', reject);
        }),
      ).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      socket.end('"abcdefghi"}');
      await closed;
      expect(response).toMatch(/^HTTP\/1\.1 404/);
      const body = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as {
        error: string;
        message: string;
      };
      expect(body).toMatchObject({
        error: 'NOT_FOUND',
        message: 'La ruta solicitada no existe: POST /api/ruta-inexistente.',
      });

      expect(await proc.exited).toBe(0);
      expect(proc.output()).toContain('Shutdown complete');
    } finally {
      if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
    }
  });

  it('the worker serves its health port and exits 0 on SIGTERM', async () => {
    const healthPort = await freePort();
    const proc = startProcess(
      WORKER(),
      childEnv({ WORKER_HEALTH_PORT: String(healthPort), HOST: '127.0.0.1' }),
    );
    try {
      await waitForHttp(`http://127.0.0.1:${healthPort}/health`);
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
      expect(proc.output()).toContain('Shutdown complete');
    } finally {
      if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
    }
  });
});
