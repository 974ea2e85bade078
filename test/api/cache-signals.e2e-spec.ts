import { MikroORM } from '@mikro-orm/core';
import { DatabaseSignals } from '../../libs/platform/src';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

/**
 * The session check and the permissions are answered from memory on every request and forgotten
 * when the rows behind them signal a change at commit (migration 20261122050000). Changes made
 * through the API are covered by the auth and users specs; these are the ones written straight to
 * the database (an operator's SQL, another process), which only the signals can report. The
 * announcements' unread meta keeps its ETag's inputs the same way (migration 20261122110000).
 */
describe('In-process session and permission copies follow committed changes', () => {
  let api: TestApi;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = (query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute(query, params);
  const statusOf = async (token: string, path: string) =>
    (await api.http().get(path).set(as(token))).status;

  /** Asks until the answer is `expected` (a signal takes a moment) and returns the last answer. */
  async function settlesTo(ask: () => Promise<number>, expected: number): Promise<number> {
    const deadline = Date.now() + 5_000;
    let status = await ask();
    while (status !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = await ask();
    }
    return status;
  }

  async function waitForSignals(live: boolean): Promise<void> {
    const signals = api.app.get(DatabaseSignals);
    const deadline = Date.now() + 10_000;
    while (signals.isLive('px_user_session') !== live) {
      if (Date.now() > deadline) throw new Error(`signals never became ${live ? 'live' : 'down'}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('a deactivation written to the database ends the tokens within moments', async () => {
    const user = await createTestUser(api.app, { roles: ['recambios'] });
    const { token } = await loginAs(api.app, user);
    await waitForSignals(true);
    expect(await statusOf(token, '/api/auth/me')).toBe(200);
    expect(await statusOf(token, '/api/auth/me')).toBe(200);

    await sql('update app_user set active = false where id = ?', [user.id]);
    expect(await settlesTo(() => statusOf(token, '/api/auth/me'), 401)).toBe(401);

    // A refusal is never taken from memory: reactivated, the same token works on the next call.
    await sql('update app_user set active = true where id = ?', [user.id]);
    expect(await statusOf(token, '/api/auth/me')).toBe(200);
  });

  it('a role granted or withdrawn in the database applies within moments', async () => {
    const user = await createTestUser(api.app, { roles: ['recambios'] });
    const { token } = await loginAs(api.app, user);
    await waitForSignals(true);
    expect(await statusOf(token, '/api/users')).toBe(403);

    await sql(
      `insert into user_role (user_id, role_id) select ?, id from role where name = 'administrador'`,
      [user.id],
    );
    expect(await settlesTo(() => statusOf(token, '/api/users'), 200)).toBe(200);

    await sql(
      `delete from user_role where user_id = ? and role_id = (select id from role where name = 'administrador')`,
      [user.id],
    );
    expect(await settlesTo(() => statusOf(token, '/api/users'), 403)).toBe(403);
  });

  it('while the signals are down nothing is answered from memory, and they come back', async () => {
    const user = await createTestUser(api.app, { roles: ['recambios'] });
    const { token } = await loginAs(api.app, user);
    await waitForSignals(true);
    expect(await statusOf(token, '/api/auth/me')).toBe(200);

    // The listening connection dies: what changes meanwhile is signalled to no one.
    await sql(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where pid <> pg_backend_pid() and query like 'listen px_%'`,
    );
    await waitForSignals(false);
    await sql('update app_user set active = false where id = ?', [user.id]);
    expect(await statusOf(token, '/api/auth/me')).toBe(401);

    await waitForSignals(true);
    expect(await statusOf(token, '/api/auth/me')).toBe(401);
    await sql('update app_user set active = true where id = ?', [user.id]);
    expect(await statusOf(token, '/api/auth/me')).toBe(200);
    await sql('update app_user set active = false where id = ?', [user.id]);
    expect(await settlesTo(() => statusOf(token, '/api/auth/me'), 401)).toBe(401);
  });

  it('an announcement or a receipt written to the database changes the meta ETag within moments', async () => {
    const user = await createTestUser(api.app, { roles: ['recambios'] });
    const { token } = await loginAs(api.app, user);
    await waitForSignals(true);
    const meta = (tag?: string) => {
      const request = api.http().get('/api/announcements/unread/meta').set(as(token));
      return tag ? request.set('If-None-Match', tag) : request;
    };
    const first = await meta().expect(200);
    const tag = first.headers.etag as string;
    expect((await meta(tag)).status).toBe(304);

    const [inserted] = (await sql(
      `insert into announcement (id, title, priority, publish_from)
         values (gen_random_uuid(), 'Cambio de horario', 'normal', now() - interval '1 minute')
         returning id`,
    )) as Array<{ id: string }>;
    expect(await settlesTo(async () => (await meta(tag)).status, 200)).toBe(200);
    const published = await meta();
    expect(published.body.data.unread_count).toBe(first.body.data.unread_count + 1);
    const newer = published.headers.etag as string;
    expect((await meta(newer)).status).toBe(304);

    await sql(
      `insert into announcement_receipt (announcement_id, user_id, action) values (?, ?, 'read')`,
      [inserted.id, user.id],
    );
    expect(await settlesTo(async () => (await meta(newer)).status, 200)).toBe(200);
    expect((await meta()).body.data.unread_count).toBe(first.body.data.unread_count);
  });
});
