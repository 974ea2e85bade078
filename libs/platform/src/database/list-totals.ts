import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Cache } from '../redis/cache';
import { DatabaseSignals } from './database-signals';
import { type ListCount } from './paging';
import { SignalledCache } from './signalled-cache';
import { SqlClient } from './sql-client';

/** How long a list total stays cached: any write that could change it makes a new key anyway. */
const TOTAL_TTL_SECONDS = 600;
/** Past this many totals known in process, start again from empty. */
const MAX_KNOWN_TOTALS = 5_000;

/**
 * Exact list totals without a count per page (docs/performance.md, issue 4). A list's table has a
 * row in `list_version`, bumped at the commit of any write that can change what the list counts;
 * a total is kept under that version and a digest of the filter, so a million-row count runs once
 * per change and filter:
 * - the versions are kept in process, forgotten when `list_version` signals a change
 *   (px_list_version, migration 20261122070000) and after every command this process commits;
 * - the totals in process and in Redis (shared by the processes), and a count already running
 *   is awaited rather than started again (after a write, every open list asks at once).
 */
@Injectable()
export class ListTotals {
  private readonly versions: SignalledCache<string | null>;
  private readonly known = new Map<string, number>();
  private readonly counting = new Map<string, Promise<number>>();

  constructor(
    private readonly sql: SqlClient,
    private readonly cache: Cache,
    signals: DatabaseSignals,
  ) {
    this.versions = new SignalledCache(signals, 'px_list_version', { forgetOnLocalCommit: true });
  }

  /**
   * The version of `list`, or null for a list without one: as this process knows it (another
   * process's commit shows once its signal arrives), or read now with `fresh` (a cache about to be
   * tagged with it by a job).
   */
  version(list: string, { fresh = false } = {}): Promise<string | null> {
    const read = async () => {
      const row = await this.sql.one<{ version: string }>(
        'select version from list_version where name = $1',
        [list],
      );
      return row?.version ?? null;
    };
    return fresh ? read() : this.versions.get(list, read);
  }

  /** The version of `list` when this process knows it without asking; undefined when not. */
  knownVersion(list: string): string | null | undefined {
    return this.versions.peek(list);
  }

  /** A list query's total (ListQuery's `count`). */
  countOf({ list, from, clause, values, cap }: ListCount): Promise<number> {
    return this.count(list, from, clause, values, cap);
  }

  /** `select count(*) from <from> where <clause>`, kept under `list`'s version. */
  async count(
    list: string,
    from: string,
    clause: string,
    params: unknown[],
    cap?: number,
  ): Promise<number> {
    const version = await this.version(list);
    if (version === null) return this.countRows(from, clause, params, cap);
    const digest = createHash('sha1')
      .update(`${clause}\u0000${JSON.stringify(params)}\u0000${cap ?? ''}`)
      .digest('base64url');
    const key = `list-total:${list}:v${version}:${digest}`;
    const known = this.known.get(key);
    if (known !== undefined) return known;
    let running = this.counting.get(key);
    if (!running) {
      running = this.sharedTotal(key, from, clause, params, cap).finally(() => {
        this.counting.delete(key);
      });
      this.counting.set(key, running);
    }
    const total = await running;
    if (this.known.size >= MAX_KNOWN_TOTALS) this.known.clear();
    this.known.set(key, total);
    return total;
  }

  private async sharedTotal(
    key: string,
    from: string,
    clause: string,
    params: unknown[],
    cap: number | undefined,
  ): Promise<number> {
    const cached = await this.cache.getJson<number>(key);
    if (cached !== null) return cached;
    const total = await this.countRows(from, clause, params, cap);
    await this.cache.setJson(key, total, TOTAL_TTL_SECONDS);
    return total;
  }

  private async countRows(
    from: string,
    clause: string,
    params: unknown[],
    cap?: number,
  ): Promise<number> {
    // A cap stops the scan at that many matches instead of walking every row.
    const text =
      cap === undefined
        ? `select count(*)::int as total from ${from} where ${clause}`
        : `select count(*)::int as total from (select 1 from ${from} where ${clause} limit ${Math.trunc(cap)}) capped`;
    const row = await this.sql.one<{ total: number }>(text, params);
    return row?.total ?? 0;
  }
}
