import { Inject, Injectable, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Pool, type QueryResultRow } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config';
import { type DatabaseRole, databaseSessionOptions } from './session-settings';

/** Which process this is (PlatformModule provides it): its connections' statement limits. */
export const DATABASE_ROLE = 'px:database-role';

/**
 * The read side's direct line to PostgreSQL (DESIGN §4: queries may use raw SQL for speed): plain
 * node-postgres with `$1` placeholders and no ORM in between, for the statements every request runs
 * (session check, permissions, the current user) and for list queries. Writes go through MikroORM
 * inside CommandTransaction, their SQL in the same `$1` style through `runSql`.
 */
@Injectable()
export class SqlClient implements OnApplicationShutdown {
  private readonly pool: Pool;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() @Inject(DATABASE_ROLE) role: DatabaseRole = 'api',
  ) {
    this.pool = new Pool({
      connectionString: config.databaseUrl,
      max: config.databasePoolMax,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
      options: databaseSessionOptions(role, config) || undefined,
    });
    // An idle client losing its connection (server restart) must not crash the process.
    this.pool.on('error', () => undefined);
  }

  async query<T extends QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query<T>({ name: statementName(text), text, values: params })).rows;
  }

  async one<T extends QueryResultRow>(text: string, params: unknown[] = []): Promise<T | null> {
    return (await this.query<T>(text, params))[0] ?? null;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}

const names = new Map<string, string>();
const MAX_NAMES = 5_000;

/**
 * Every statement is prepared once per connection under a name derived from its text: the parse
 * (and, once PostgreSQL settles on a generic plan, the planning) is not paid again on every call.
 * The read side's statements are a bounded set (lists compose a few filters), so the names are.
 */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    if (names.size >= MAX_NAMES) names.clear();
    name = `px_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}
