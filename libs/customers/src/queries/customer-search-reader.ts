import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type CustomerSearchResult, normalizePlate, normalizeTaxId } from '@px/contracts';
import { SqlClient } from '@px/platform';
import { phoneDigitsOf } from '../domain/phone-search';
import { FindOwnersByPlateQuery } from './owners-by-plate.query';
import {
  FULL_NAME_SQL,
  IDENTIFIER_DIGITS,
  LIVE_SQL,
  MATCH_COLUMNS,
  NAME_KEY_SQL,
  PHONE_DIGITS_SQL,
  SEARCH_TEXT_SQL,
  WALK_ROWS,
  escapeLike,
} from './customers-reader';

/** Shorter queries match too much to be useful (SPEC §5: the palette asks from 2 characters). */
export const SEARCH_MIN_LENGTH = 2;

const RESULT_COLUMNS = `c.id, ${FULL_NAME_SQL} as full_name, c.first_name, c.last_name,
  c.company_name, c.email, c.phone, c.mobile_phone, c.nif`;

type Ranked = CustomerSearchResult & { rank: number };

/**
 * The customer source of the search palette (GET /api/customers/search): name, company, e-mail,
 * phone, NIF and the plates of their vehicles; accent- and case-insensitive, plates ignoring
 * spaces and dashes. Ranking: exact NIF, exact plate, name starting with the text, surnames
 * starting with it, the rest, plates containing it.
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

  /**
   * The text matches, best first (rank 0: exact NIF, 2: name starts with the text, 3: surnames
   * start with it, 4: the rest by name), in one statement that never sorts every match of a
   * common word:
   *  - head: the exact NIF, and names starting with the text through a range scan of
   *    customer_full_name_idx (already in name order);
   *  - surname: when the head is short, surnames starting with the text through a range of
   *    customer_last_name_key_idx, in surname order ("lopez garcia", "iglesias": the commonest
   *    searches, which the trigram index answers slowly);
   *  - walk: the other matches among the first WALK_ROWS customers in name order, when head and
   *    surname are short (a common word fills the answer there and stops early);
   *  - found: when all three are still short, every other match through the trigram indexes
   *    (rare words: few rows), sorted by name.
   * The answer is the same as sorting every match by rank, then surname (rank 3) and name.
   */
  private async byText(q: string, limit: number): Promise<Ranked[]> {
    const digits = q.replace(/\D/g, '');
    const params: unknown[] = [
      escapeLike(q),
      normalizeTaxId(q),
      limit,
      q,
      digits.length < IDENTIFIER_DIGITS,
    ];
    const phone = phoneDigitsOf(q);
    const phoneMatch = phone ? `${PHONE_DIGITS_SQL} like '%' || $6 || '%'` : 'false';
    if (phone) params.push(phone);
    const textMatch = `${SEARCH_TEXT_SQL} like '%' || lower(px_unaccent($1)) || '%'`;
    const startsWith = `c.name_key like lower(px_unaccent($1)) || '%'`;
    const other = `c.nif is distinct from $2 and not ${startsWith} and (${textMatch} or ${phoneMatch})`;
    const rows = await this.sql.query<Ranked & { match: string }>(
      `with head as materialized (
         select c.id, 0 as rank from customer c where ${LIVE_SQL} and c.nif = $2
         union all
         (select c.id, 2 from (select ${MATCH_COLUMNS} from customer c
                                where ${LIVE_SQL} and ${NAME_KEY_SQL} >= lower(px_unaccent($4))
                                  and ${NAME_KEY_SQL} < lower(px_unaccent($4)) || U&'\\FFFF'
                                order by ${NAME_KEY_SQL}, c.id limit ${WALK_ROWS}) c
           where c.nif is distinct from $2 and ${startsWith} and (${textMatch} or ${phoneMatch})
           order by c.name_key, c.id limit $3)
       ), surname as materialized (
         select c.id from customer c
          where (select count(*) from head) < $3 and ${LIVE_SQL}
            and c.last_name_key >= lower(px_unaccent($4))
            and c.last_name_key < lower(px_unaccent($4)) || U&'\\FFFF'
            and c.nif is distinct from $2 and not ${startsWith}
          order by c.last_name_key, c.name_key, c.id limit $3
       ), walk as materialized (
         select c.id from (select ${MATCH_COLUMNS} from customer c where ${LIVE_SQL}
                            order by ${NAME_KEY_SQL}, c.id limit ${WALK_ROWS}) c
          where $5 and (select count(*) from head) + (select count(*) from surname) < $3
            and ${other} and c.id <> all (array(select id from surname))
          order by c.name_key, c.id limit $3
       ), found as materialized (
         select c.id, c.nif, ${NAME_KEY_SQL} as name_key from customer c
          where (select count(*) from head) + (select count(*) from surname)
                + (select count(*) from walk) < $3
            and ${LIVE_SQL} and (${textMatch} or ${phoneMatch})
       ), ranked as (
         select id, rank from head
         union all
         select id, 3 from surname
         union all
         select id, 4 from walk
          where (select count(*) from head) + (select count(*) from surname)
                + (select count(*) from walk) >= $3
         union all
         (select c.id, 4 from found c where c.nif is distinct from $2 and not ${startsWith}
            and c.id <> all (array(select id from surname))
           order by c.name_key, c.id limit $3)
       )
       select ${RESULT_COLUMNS}, ranked.rank,
              case when c.nif = $2 then 'nif'
                   when lower(px_unaccent(coalesce(c.email, ''))) like '%' || lower(px_unaccent($1)) || '%'
                    and not ${NAME_KEY_SQL} like '%' || lower(px_unaccent($1)) || '%'
                   then 'email'
                   when ${textMatch} then 'name'
                   else 'phone' end as match
         from ranked join customer c on c.id = ranked.id
        order by ranked.rank, case when ranked.rank = 3 then c.last_name_key end, ${NAME_KEY_SQL}, c.id
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
      `select ${RESULT_COLUMNS} from customer c where ${LIVE_SQL} and c.id = any ($1::uuid[])`,
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
          rank: exact ? 1 : 5,
        },
      ];
    });
  }
}
