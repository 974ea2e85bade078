import { databaseSessionOptions } from '../src/database/session-settings';

const LIMITS = {
  databaseStatementTimeoutMs: 5_000,
  workerStatementTimeoutMs: 600_000,
  databaseIdleInTransactionTimeoutMs: 30_000,
};

describe('database session settings', () => {
  it('bounds an API request’s statements and idle transactions', () => {
    expect(databaseSessionOptions('api', LIMITS)).toBe(
      '-c max_parallel_workers_per_gather=0 -c statement_timeout=5000 ' +
        '-c idle_in_transaction_session_timeout=30000',
    );
  });

  it('gives the worker’s jobs their own, longer limit', () => {
    expect(databaseSessionOptions('worker', LIMITS)).toContain('-c statement_timeout=600000');
  });

  it('leaves migrations and seeds unbounded, with PostgreSQL’s defaults', () => {
    expect(databaseSessionOptions('cli', LIMITS)).toBe('');
  });
});
