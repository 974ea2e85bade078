import { type AppConfig } from '../config';

/** Which process a database connection serves: each bounds its statements differently. */
export type DatabaseRole = 'api' | 'worker' | 'cli';

type TimeoutConfig = Pick<
  AppConfig,
  'databaseStatementTimeoutMs' | 'workerStatementTimeoutMs' | 'databaseIdleInTransactionTimeoutMs'
>;

/**
 * The PostgreSQL settings every connection of `role` starts with (libpq's `options`): a request's
 * statement is cancelled after DATABASE_STATEMENT_TIMEOUT_MS (one slow query cannot hold a
 * connection of the pool for ever), a job's after WORKER_STATEMENT_TIMEOUT_MS, and a transaction
 * left idle is ended, releasing its locks. Migrations and seeds (the CLI) run over millions of rows
 * and keep PostgreSQL's defaults. Parallel workers are off elsewhere: requests and jobs are short
 * and many, and starting workers cost more than they saved (a generic plan paid ~7 ms for them).
 */
export function databaseSessionOptions(role: DatabaseRole, config: TimeoutConfig): string {
  if (role === 'cli') return '';
  const settings: Record<string, number> = {
    max_parallel_workers_per_gather: 0,
    statement_timeout:
      role === 'api' ? config.databaseStatementTimeoutMs : config.workerStatementTimeoutMs,
    idle_in_transaction_session_timeout: config.databaseIdleInTransactionTimeoutMs,
  };
  return Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}
