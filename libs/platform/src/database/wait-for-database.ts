import { Client } from 'pg';

export interface WaitForDatabaseOptions {
  url: string;
  retries: number;
  backoffMs: number;
  onRetry?: (attempt: number, delayMs: number, error: Error) => void;
}

const MAX_DELAY_MS = 10_000;

/**
 * Bounded start-up retries with exponential backoff: a database that is still booting (compose,
 * embedded PostgreSQL) is waited for; one that never comes is reported clearly instead of hanging.
 */
export async function waitForDatabase(options: WaitForDatabaseOptions): Promise<void> {
  let delay = options.backoffMs;
  for (let attempt = 0; ; attempt++) {
    const client = new Client({ connectionString: options.url, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (attempt >= options.retries) {
        throw new DatabaseUnavailableError(attempt + 1, error as Error);
      }
      options.onRetry?.(attempt + 1, delay, error as Error);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

export class DatabaseUnavailableError extends Error {
  constructor(
    readonly attempts: number,
    readonly lastError: Error,
  ) {
    super(
      `PostgreSQL is unreachable after ${attempts} attempt(s): ${lastError.message}. ` +
        'Check DATABASE_URL and that the server is running.',
    );
    this.name = 'DatabaseUnavailableError';
  }
}
