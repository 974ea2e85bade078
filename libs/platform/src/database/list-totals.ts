import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Cache } from '../redis/cache';
import { SqlClient } from './sql-client';

/** How long a list total stays cached: any write that could change it makes a new key anyway. */
const TOTAL_TTL_SECONDS = 600;

/**
 * Exact list totals without a count per page (docs/performance.md, issue 4). A list's table has a
 * row in `list_version`, bumped by a statement trigger in the transaction of any write that can
 * change what the list counts; a total is cached in Redis under that version and a digest of the
 * filter, so a million-row count runs once per change and filter, and since the version is
 * transactional a reader never pairs a new row with an old total. Without Redis it just counts.
 */
@Injectable()
export class ListTotals {
  constructor(
    private readonly sql: SqlClient,
    private readonly cache: Cache,
  ) {}

  /** The version of `list`, or null for a list without one. */
  async version(list: string): Promise<string | null> {
    const row = await this.sql.one<{ version: string }>(
      'select version from list_version where name = $1',
      [list],
    );
    return row?.version ?? null;
  }

  /** `select count(*) from <from> where <clause>`, cached under `list`'s version. */
  async count(list: string, from: string, clause: string, params: unknown[]): Promise<number> {
    const count = async () =>
      (
        await this.sql.one<{ total: number }>(
          `select count(*)::int as total from ${from} where ${clause}`,
          params,
        )
      )?.total ?? 0;
    const version = await this.version(list);
    if (version === null) return count();
    const digest = createHash('sha1')
      .update(`${clause}\u0000${JSON.stringify(params)}`)
      .digest('base64url');
    const key = `list-total:${list}:v${version}:${digest}`;
    const cached = await this.cache.getJson<number>(key);
    if (cached !== null) return cached;
    const total = await count();
    await this.cache.setJson(key, total, TOTAL_TTL_SECONDS);
    return total;
  }
}
