import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type Paginated, type PartListItem } from '@px/contracts';
import { type PageRequest, SqlClient, SqlParams, pageOf, skipOf } from '@px/platform';
import { type PartFilter, partFilterSql } from './part-filter';
import { PartMatchesCache } from './part-matches';
import { PART_COLUMNS, PART_FROM, type PartRow, toPartListItem } from './part-view';

/** GET /api/parts: the parts table, by name, with the filters. */
export class ListPartsQuery extends Query<Paginated<PartListItem>> {
  constructor(readonly filter: PartFilter & PageRequest) {
    super();
  }
}

/**
 * A catalogue filter's page is read by id from what it matched (PartMatchesCache); a filter on
 * stock (below minimum), or a page past the kept matches, runs the filter with its total.
 */
@QueryHandler(ListPartsQuery)
export class ListPartsHandler implements IQueryHandler<ListPartsQuery, Paginated<PartListItem>> {
  constructor(
    private readonly sql: SqlClient,
    private readonly matches: PartMatchesCache,
  ) {}

  async execute({ filter }: ListPartsQuery): Promise<Paginated<PartListItem>> {
    if (filter.belowMinimum) return this.filtered(filter);
    const { total, ids } = await this.matches.of(filter);
    const skip = skipOf(filter);
    if (skip + filter.limit > ids.length && ids.length < total) {
      return this.filtered(filter, total);
    }
    const pageIds = ids.slice(skip, skip + filter.limit);
    const rows = pageIds.length
      ? await this.sql.query<PartRow>(
          `select ${PART_COLUMNS} from ${PART_FROM} where p.id = any($1::uuid[])`,
          [`{${pageIds.join(',')}}`],
        )
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A part deleted since it matched is simply not there (parts are deactivated, not deleted).
    const page = pageIds.flatMap((id) => (byId.has(id) ? [byId.get(id) as PartRow] : []));
    return pageOf(page.map(toPartListItem), filter, total);
  }

  /** The filter run as it is: the page and, unless known, its total side by side. */
  private async filtered(
    filter: PartFilter & PageRequest,
    knownTotal?: number,
  ): Promise<Paginated<PartListItem>> {
    const params = new SqlParams();
    const clause = partFilterSql(filter, params);
    const filterValues = [...params.values];
    const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
    const [rows, total] = await Promise.all([
      this.sql.query<PartRow>(
        `select ${PART_COLUMNS} from ${PART_FROM} ${clause}
          order by lower(p.name), p.id ${page}`,
        params.values,
      ),
      knownTotal ??
        this.sql
          .query<{ total: number }>(
            `select count(*)::int as total from part p join part_stock s on s.part_id = p.id ${clause}`,
            filterValues,
          )
          .then(([row]) => row.total),
    ]);
    return pageOf(rows.map(toPartListItem), filter, total);
  }
}
