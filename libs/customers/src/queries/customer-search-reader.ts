import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type CustomerSearchResult, normalizePlate } from '@px/contracts';
import { SqlClient } from '@px/platform';
import { FindOwnersByPlateQuery } from './owners-by-plate.query';
import { customerResultsStatement, customerTextSearchStatement } from './customer-search.sql';

/** Shorter queries match too much to be useful (SPEC §5: the palette asks from 2 characters). */
export const SEARCH_MIN_LENGTH = 2;

type Ranked = CustomerSearchResult & { rank: number };

/**
 * The customer source of the search palette (GET /api/customers/search): name, company, e-mail,
 * phone, NIF and the plates of their vehicles; accent- and case-insensitive, plates ignoring
 * spaces and dashes. Ranking: exact NIF, exact plate, name starting with the text, surnames
 * starting with it, the rest, plates containing it. A text of two characters only at the start of
 * names, surnames and plates (platform's matchesOnlyAtStart: no trigram to find it elsewhere).
 */
@Injectable()
export class CustomerSearchReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  async search(rawQuery: string, limit: number): Promise<CustomerSearchResult[]> {
    const q = rawQuery.trim();
    if (q.length < SEARCH_MIN_LENGTH) return [];
    const plate = normalizePlate(q);
    const [byText, byPlate] = await Promise.all([
      this.byText(q, limit),
      plate.length >= SEARCH_MIN_LENGTH ? this.byPlate(plate, limit) : Promise.resolve([]),
    ]);
    const best = new Map<string, Ranked>();
    for (const result of [...byText, ...byPlate]) {
      const known = best.get(result.id);
      if (!known || result.rank < known.rank) best.set(result.id, result);
    }
    return [...best.values()]
      .sort((a, b) => a.rank - b.rank || a.full_name.localeCompare(b.full_name, 'es'))
      .slice(0, limit)
      .map(({ rank: _rank, ...result }) => result);
  }

  /** The text matches, best first (customerTextSearchStatement). */
  private async byText(q: string, limit: number): Promise<Ranked[]> {
    const { text, values } = customerTextSearchStatement(q, limit);
    const rows = await this.sql.query<Ranked & { match: string }>(text, values);
    return rows.map(({ match, ...row }) => ({
      ...row,
      matchType: match as CustomerSearchResult['matchType'],
      matchedPlate: null,
    }));
  }

  private async byPlate(plate: string, limit: number): Promise<Ranked[]> {
    const matches = await this.queries.execute(new FindOwnersByPlateQuery(plate, limit));
    if (!matches.length) return [];
    const { text, values } = customerResultsStatement(matches.map((match) => match.customer_id));
    const rows = await this.sql.query<Omit<CustomerSearchResult, 'matchType' | 'matchedPlate'>>(
      text,
      values,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return matches.flatMap((match) => {
      const customer = byId.get(match.customer_id);
      if (!customer) return [];
      const exact = match.license_plate.replace(/[^A-Z0-9]/gi, '').toUpperCase() === plate;
      return [
        {
          ...customer,
          matchType: 'plate' as const,
          matchedPlate: match.license_plate,
          rank: exact ? 1 : 5,
        },
      ];
    });
  }
}
