/**
 * Recognises errors that mean "the database is not reachable right now" (as opposed to a bug or a
 * constraint violation), so the API can answer 503 with retryable=true and recover by itself.
 */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
  // Our own limits (databaseSessionOptions): a statement or an idle transaction cut short is a
  // moment's overload for the caller to retry, not a bug in what they sent.
  '57014', // query_canceled (statement_timeout)
  '25P03', // idle_in_transaction_session_timeout
]);

const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Knex: Timeout acquiring a connection',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'connect ECONNREFUSED',
];

export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      cause?: unknown;
      previous?: unknown;
    };
    if (typeof candidate.code === 'string' && CONNECTION_ERROR_CODES.has(candidate.code))
      return true;
    if (candidate.name === 'ConnectionException' || candidate.name === 'KnexTimeoutError')
      return true;
    if (
      typeof candidate.message === 'string' &&
      CONNECTION_MESSAGES.some((fragment) => (candidate.message as string).includes(fragment))
    ) {
      return true;
    }
    current = candidate.previous ?? candidate.cause;
  }
  return false;
}

/** The PostgreSQL error code behind a driver exception (MikroORM wraps it), if any. */
export function databaseErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; previous?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate.code;
    }
    current = candidate.previous ?? candidate.cause;
  }
  return null;
}
