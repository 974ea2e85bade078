import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Cache } from '../redis/cache';
import { DatabaseSignals } from './database-signals';
import { type ListAnchors, type ListCount, type PageAnchor } from './paging';
import { SignalledCache } from './signalled-cache';
import { SqlClient } from './sql-client';

/**
 * How long a list total (or a list's anchors) stays cached: any write that could change it makes a
 * new key anyway.
 */
const TOTAL_TTL_SECONDS = 600;
/** Past this many totals known in process, start again from empty. */
const MAX_KNOWN_TOTALS = 5_000;
/** Past this many lists' anchors known in process (about 100 keys a million rows), the same. */
const MAX_KNOWN_ANCHORS = 200;

/**
 * Exact list totals without a count per page (docs/performance.md, issue 4). A list's table has a
 * row in `list_version`, bumped at the commit of any write that can change what the list counts;
 * a total is kept under that version and a digest of the filter, so a million-row count runs once
 * per change and filter:
 * - the versions are kept in process, forgotten when `list_version` signals a change
 *   (px_list_version, migration 20261122070000) and after every command this process commits;
 * - the totals in process and in Redis (shared by the processes), and a count already running
 *   is awaited rather than started again (after a write, every open list asks at once).
 * A list's page anchors (paging's ANCHOR_ROWS, for its deep pages) are kept the same way.
 */
@Injectable()
export class ListTotals {
  private readonly versions: SignalledCache<string | null>;
  private readonly known = new Map<string, number>();
  private readonly knownAnchors = new Map<string, PageAnchor[]>();
  private readonly reading = new Map<string, Promise<unknown>>();

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
  count(
    list: string,
    from: string,
    clause: string,
    params: unknown[],
    cap?: number,
  ): Promise<number> {
    return this.keep(
      'list-total',
      list,
      `${clause}\u0000${JSON.stringify(params)}\u0000${cap ?? ''}`,
      this.known,
      MAX_KNOWN_TOTALS,
      () => this.countRows(from, clause, params, cap),
    );
  }

  /**
   * A list query's page anchors (ListQuery's `anchors`), kept under the list's version as its
   * totals are: one pass over the sort's index per change and filter, then every deep page of
   * that version starts at its anchor.
   */
  anchorsOf({ list, text, values }: ListAnchors): Promise<PageAnchor[]> {
    return this.keep(
      'list-anchors',
      list,
      `${text}\u0000${JSON.stringify(values)}`,
      this.knownAnchors,
      MAX_KNOWN_ANCHORS,
      async () => (await this.sql.query<{ keys: string[] }>(text, values)).map((row) => row.keys),
    );
  }

  /**
   * What `read` answers for `list`'s version and `what` (a digest of it): in process, else from
   * Redis (shared by the processes), else read once however many ask at the same time. A list
   * without a version is read every time.
   */
  private async keep<T>(
    prefix: string,
    list: string,
    what: string,
    known: Map<string, T>,
    maxKnown: number,
    read: () => Promise<T>,
  ): Promise<T> {
    const version = await this.version(list);
    if (version === null) return read();
    const digest = createHash('sha1').update(what).digest('base64url');
    const key = `${prefix}:${list}:v${version}:${digest}`;
    const kept = known.get(key);
    if (kept !== undefined) return kept;
    let running = this.reading.get(key) as Promise<T> | undefined;
    if (!running) {
      running = this.shared(key, read).finally(() => {
        this.reading.delete(key);
      });
      this.reading.set(key, running);
    }
    const value = await running;
    if (known.size >= maxKnown) known.clear();
    known.set(key, value);
    return value;
  }

  private async shared<T>(key: string, read: () => Promise<T>): Promise<T> {
    const cached = await this.cache.getJson<T>(key);
    if (cached !== null) return cached;
    const value = await read();
    await this.cache.setJson(key, value, TOTAL_TTL_SECONDS);
    return value;
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
