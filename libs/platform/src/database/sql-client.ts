import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Pool, type QueryResultRow } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config';

/**
 * The read side's direct line to PostgreSQL (DESIGN §4: queries may use raw SQL for speed): plain
 * node-postgres with `$1` placeholders and no ORM in between, for the statements every request runs
 * (session check, permissions, the current user) and for list queries. Writes go through MikroORM
 * inside CommandTransaction.
 */
@Injectable()
export class SqlClient implements OnApplicationShutdown {
  private readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Pool({
      connectionString: config.databaseUrl,
      max: config.databasePoolMax,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection (server restart) must not crash the process.
    this.pool.on('error', () => undefined);
  }

  async query<T extends QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query<T>(text, params)).rows;
  }

  async one<T extends QueryResultRow>(text: string, params: unknown[] = []): Promise<T | null> {
    return (await this.query<T>(text, params))[0] ?? null;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
