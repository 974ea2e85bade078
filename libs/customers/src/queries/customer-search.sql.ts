import { normalizeTaxId } from '@px/contracts';
import {
  type SqlStatement,
  WALK_ROWS,
  escapeLike,
  isIdentifierText,
  matchesOnlyAtStart,
} from '@px/platform';
import { phoneDigitsOf } from '../domain/phone-search';
import {
  FULL_NAME_SQL,
  LIVE_SQL,
  MATCH_COLUMNS,
  NAME_KEY_SQL,
  PHONE_DIGITS_SQL,
  SEARCH_TEXT_SQL,
} from './customer-list.sql';

// The customers' lookups, pure (text in, statements out): the palette's (CustomerSearchReader),
// customers by name and by id for other modules (FindCustomerIdsByNameHandler,
// GetCustomerRefsHandler). The bench's floors import the compiled file.

/** What the palette shows of a customer. */
export const RESULT_COLUMNS = `c.id, ${FULL_NAME_SQL} as full_name, c.first_name, c.last_name,
  c.company_name, c.email, c.phone, c.mobile_phone, c.nif`;

/**
 * The palette's text matches, best first (rank 0: exact NIF, 2: name starts with the text, 3:
 * surnames start with it, 4: the rest by name), in one statement that never sorts every match of
 * a common word:
 *  - head: the exact NIF, and names starting with the text through a range scan of
 *    customer_full_name_idx (already in name order);
 *  - surname: when the head is short, surnames starting with the text through a range of
 *    customer_last_name_key_idx, in surname order ("lopez garcia", "iglesias": the commonest
 *    searches, which the trigram index answers slowly);
 *  - walk: the other matches among the first WALK_ROWS customers in name order, when head and
 *    surname are short (a common word fills the answer there and stops early);
 *  - found: when all three are still short, every other match through the trigram indexes
 *    (rare words: few rows), sorted by name.
 * The answer is the same as sorting every match by rank, then surname (rank 3) and name. A text
 * shorter than CONTAINS_MIN_CHARS (two letters, as the palette first asks) is matched only at the
 * start: the exact NIF, names and surnames starting with it; no walk, no found (two characters have
 * no trigram: "anywhere" would read every customer). Each row carries `match`: nif, email, name or
 * phone.
 */
export function customerTextSearchStatement(q: string, limit: number): SqlStatement {
  const anywhere = !matchesOnlyAtStart(q);
  const values: unknown[] = [
    escapeLike(q),
    normalizeTaxId(q),
    limit,
    q,
    anywhere && !isIdentifierText(q),
    anywhere,
  ];
  const phone = phoneDigitsOf(q);
  const phoneMatch = phone ? `${PHONE_DIGITS_SQL} like '%' || $7 || '%'` : 'false';
  if (phone) values.push(phone);
  const textMatch = `${SEARCH_TEXT_SQL} like '%' || lower(px_unaccent($1)) || '%'`;
  const startsWith = `c.name_key like lower(px_unaccent($1)) || '%'`;
  const other = `c.nif is distinct from $2 and not ${startsWith} and (${textMatch} or ${phoneMatch})`;
  return {
    text: `with head as materialized (
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
          where $6 and (select count(*) from head) + (select count(*) from surname)
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
    values,
  };
}

/** The palette's rows of live customers by id (the owners of plates matching the text). */
export const customerResultsStatement = (ids: string[]): SqlStatement => ({
  text: `select ${RESULT_COLUMNS} from customer c where ${LIVE_SQL} and c.id = any ($1::uuid[])`,
  values: [ids],
});

/**
 * Live customers whose name or surnames start with `q` (two index ranges), then, only when there
 * are none, those with it anywhere in their names or e-mail (the trigram index, slow for the
 * commonest words: it intersects the posting lists of their trigrams; null for a text shorter than
 * CONTAINS_MIN_CHARS). Rows: `id`.
 */
export function customerIdsByNameStatements(
  q: string,
  limit: number,
): { starting: SqlStatement; anywhere: SqlStatement | null } {
  return {
    starting: {
      text: `select id from (
         (select c.id from customer c where ${LIVE_SQL}
             and c.name_key >= lower(px_unaccent($1))
             and c.name_key < lower(px_unaccent($1)) || U&'\\FFFF' limit $2)
         union
         (select c.id from customer c where ${LIVE_SQL}
             and c.last_name_key >= lower(px_unaccent($1))
             and c.last_name_key < lower(px_unaccent($1)) || U&'\\FFFF' limit $2)
       ) owners limit $2`,
      values: [q, limit],
    },
    // Fewer than CONTAINS_MIN_CHARS: only at the start (two letters have no trigram).
    anywhere: matchesOnlyAtStart(q)
      ? null
      : {
          text: `select c.id from customer c
        where ${LIVE_SQL} and ${SEARCH_TEXT_SQL} like '%' || lower(px_unaccent($1)) || '%'
        limit $2`,
          values: [escapeLike(q), limit],
        },
  };
}

/** Names of customers by id: live ones, or every one with `includeGone`. Rows: id, full_name. */
export const customerRefsStatement = (ids: string[], includeGone: boolean): SqlStatement => ({
  text: `select c.id, ${FULL_NAME_SQL} as full_name from customer c
        where c.id = any ($1::uuid[])
          and ($2 or (c.deleted_at is null and c.merged_into_id is null))`,
  values: [ids, includeGone],
});
