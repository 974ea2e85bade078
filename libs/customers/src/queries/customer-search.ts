import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type CustomerSearchResult, normalizePlate, normalizeTaxId } from '@px/contracts';
import { SqlClient } from '@px/platform';
import { FindOwnersByPlateQuery } from './customer-vehicles.queries';
import { FULL_NAME_SQL, escapeLike } from './customers-reader';

/** Shorter queries match too much to be useful (SPEC §5: the palette asks from 2 characters). */
export const SEARCH_MIN_LENGTH = 2;

const SEARCH_TEXT_SQL = `lower(px_unaccent(c.first_name || ' ' || c.last_name || ' ' ||
  c.company_name || ' ' || coalesce(c.email, '')))`;
const PHONES_SQL = `regexp_replace(coalesce(c.phone, '') || ' ' || coalesce(c.mobile_phone, ''),
  '[^0-9 ]', '', 'g')`;
const RESULT_COLUMNS = `c.id, ${FULL_NAME_SQL} as full_name, c.first_name, c.last_name,
  c.company_name, c.email, c.phone, c.mobile_phone, c.nif`;
const LIVE = 'c.deleted_at is null and c.merged_into_id is null';

type Ranked = CustomerSearchResult & { rank: number };

/**
 * The customer source of the search palette (GET /api/customers/search): name, company, e-mail,
 * phone, NIF and the plates of their vehicles; accent- and case-insensitive, plates ignoring
 * spaces and dashes. Ranking: exact NIF, exact plate, name starting with the text, the rest.
 */
@Injectable()
export class CustomerSearch {
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

  private async byText(q: string, limit: number): Promise<Ranked[]> {
    const digits = q.replace(/\D/g, '');
    const params: unknown[] = [escapeLike(q), normalizeTaxId(q), limit];
    const phoneMatch = digits.length >= 3 ? `${PHONES_SQL} like '%' || $4 || '%'` : 'false';
    if (digits.length >= 3) params.push(digits);
    const textMatch = `${SEARCH_TEXT_SQL} like '%' || lower(px_unaccent($1)) || '%'`;
    const rows = await this.sql.query<Ranked & { match: string }>(
      `select ${RESULT_COLUMNS},
              case when c.nif = $2 then 0
                   when lower(px_unaccent(${FULL_NAME_SQL})) like lower(px_unaccent($1)) || '%' then 2
                   else 3 end as rank,
              case when c.nif = $2 then 'nif'
                   when lower(px_unaccent(coalesce(c.email, ''))) like '%' || lower(px_unaccent($1)) || '%'
                    and not lower(px_unaccent(${FULL_NAME_SQL})) like '%' || lower(px_unaccent($1)) || '%'
                   then 'email'
                   when ${textMatch} then 'name'
                   else 'phone' end as match
         from customer c
        where ${LIVE} and (c.nif = $2 or ${textMatch} or ${phoneMatch})
        order by rank, lower(px_unaccent(${FULL_NAME_SQL}))
        limit $3`,
      params,
    );
    return rows.map(({ match, ...row }) => ({
      ...row,
      matchType: match as CustomerSearchResult['matchType'],
      matchedPlate: null,
    }));
  }

  private async byPlate(plate: string, limit: number): Promise<Ranked[]> {
    const matches = await this.queries.execute(new FindOwnersByPlateQuery(plate, limit));
    if (!matches.length) return [];
    const rows = await this.sql.query<Omit<CustomerSearchResult, 'matchType' | 'matchedPlate'>>(
      `select ${RESULT_COLUMNS} from customer c where ${LIVE} and c.id = any ($1::uuid[])`,
      [matches.map((match) => match.customer_id)],
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
          rank: exact ? 1 : 4,
        },
      ];
    });
  }
}
