import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { SqlClient, isDatabaseUnavailableError, runSql } from '../../libs/platform/src';
import { type TestApi, startTestApi } from './support/test-api';

/**
 * Issue 17: one slow statement cannot hold an API connection for ever, nor a forgotten
 * transaction its locks; both limits apply to the read side and to commands alike.
 */
describe('PostgreSQL limits of the API’s connections', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({
      env: {
        DATABASE_STATEMENT_TIMEOUT_MS: '300',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1000',
      },
    });
  });
  afterAll(() => api.close());

  it('cancels a statement past the limit, as a retryable outage', async () => {
    const read = api.app.get(SqlClient).query('select pg_sleep(2)');
    await expect(read).rejects.toMatchObject({ code: '57014' });
    await read.catch((error: unknown) => expect(isDatabaseUnavailableError(error)).toBe(true));

    const em = api.app.get(MikroORM).em.fork() as EntityManager;
    await expect(
      em.transactional((tx) => runSql(tx, 'select pg_sleep(2)', [])),
    ).rejects.toBeDefined();
    // The pool is fine afterwards.
    expect(await api.app.get(SqlClient).query('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('shows the limits on a connection of each side', async () => {
    const [read] = await api.app.get(SqlClient).query<{ statement_timeout: string; idle: string }>(
      `select current_setting('statement_timeout') as statement_timeout,
                current_setting('idle_in_transaction_session_timeout') as idle`,
    );
    expect(read).toEqual({ statement_timeout: '300ms', idle: '1s' });
    const em = api.app.get(MikroORM).em.fork() as EntityManager;
    const [write] = await runSql<{ statement_timeout: string }>(
      em,
      `select current_setting('statement_timeout') as statement_timeout`,
      [],
    );
    expect(write.statement_timeout).toBe('300ms');
  });
});
