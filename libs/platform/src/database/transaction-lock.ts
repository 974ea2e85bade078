import { type SqlExecutor, runSql } from './run-sql';

/**
 * Makes transactions that name the same `key` run their checks one at a time: the second waits
 * here until the first commits or rolls back, then reads what it left. For rules no single row can
 * hold (a user's roles changed by two administrators at once; "at least one active administrator").
 * Held until the transaction ends.
 */
export async function lockUntilCommit(em: SqlExecutor, key: string): Promise<void> {
  await runSql(em, 'select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}
