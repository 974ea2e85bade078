import { Injectable } from '@nestjs/common';
import { Cache, ListTotals, SqlClient, SqlParams, VersionedAnswers } from '@px/platform';
import { type PartFilter, partFilterSql } from './part-filter';

/** What a catalogue filter finds: how many parts, and the first of them in the table's order. */
export interface PartMatches {
  total: number;
  /** The first MATCHED_IDS ids in name order (all of them when total ≤ MATCHED_IDS). */
  ids: string[];
}

/** Ten pages of 100: the pages a desk actually reads; deeper ones are read by OFFSET. */
export const MATCHED_IDS = 1_000;

/**
 * The parts a catalogue filter finds, kept under the catalogue's version (list_version 'part',
 * bumped at the commit of any change of a part's searchable columns, never by a stock movement).
 * A search as the desk types ("filtro aceite": 4,800 parts, clustered late in name order) costs
 * 10–50 ms of SQL to match and sort; kept, each page is its 20 rows read by id (issue 20's
 * parts-search budget). Filters on stock (below minimum) are never kept: balances change with
 * every movement.
 */
@Injectable()
export class PartMatchesCache {
  private readonly answers: VersionedAnswers<PartMatches>;

  constructor(
    private readonly sql: SqlClient,
    private readonly totals: ListTotals,
    cache: Cache,
  ) {
    this.answers = new VersionedAnswers(cache, {
      name: 'part-matches',
      ttlSeconds: 600,
      maxKnown: 500,
    });
  }

  async of(filter: PartFilter): Promise<PartMatches> {
    const params = new SqlParams();
    const clause = partFilterSql({ ...filter, belowMinimum: false }, params);
    const version = await this.totals.version('part');
    const match = () => this.match(clause, params.values);
    return version === null ? match() : this.answers.get(version, [clause, params.values], match);
  }

  /** One statement: the matches sorted once, counted and cut (`count(*) over ()` before LIMIT). */
  private async match(clause: string, values: unknown[]): Promise<PartMatches> {
    const rows = await this.sql.query<{ id: string; total: number }>(
      `select p.id, (count(*) over ())::int as total from part p ${clause}
        order by lower(p.name), p.id limit ${MATCHED_IDS}`,
      values,
    );
    return { total: rows[0]?.total ?? 0, ids: rows.map((row) => row.id) };
  }
}
