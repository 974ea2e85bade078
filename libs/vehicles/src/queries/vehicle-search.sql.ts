import { normalizePlate } from '@px/contracts';
import {
  type SqlStatement,
  WALK_ROWS,
  escapeLike,
  isIdentifierText,
  matchesOnlyAtStart,
} from '@px/platform';
import { MATCH_COLUMNS, SEARCH_TEXT_SQL, SUMMARY_COLUMNS } from './vehicle-list.sql';

// The vehicles' lookups, pure (text in, statements out): the palette's (VehiclesReader.search) and
// owners by plate (FindOwnersByPlateHandler). The bench's floors import the compiled file.

/**
 * Whether the palette asks customers for owners named like `q`: not for a text with
 * IDENTIFIER_DIGITS digits, a plate, a VIN or a phone, never a person's name.
 */
export const paletteAsksOwners = (q: string): boolean => !isIdentifierText(q);

/**
 * The vehicle source of the search palette: plate (ignoring spaces and dashes), VIN, make and
 * model, and the owners `owners` (ids of customers named like the text). Exact plate first, then
 * plates starting with the text, then the rest by plate, in one statement that never sorts every
 * match of a common word:
 *  - head: plates starting with the text, a range of vehicle_plate_sort_idx (the exact plate
 *    sorts first);
 *  - walk: the other matches among the first WALK_ROWS vehicles in plate order, when the head is
 *    short (a make or model fills the answer there and stops early);
 *  - found: when both are still short, every other match through the trigram and owner indexes
 *    (few rows), sorted by plate.
 * A text shorter than CONTAINS_MIN_CHARS is matched only at the start (shortVehicleSearch).
 * Rows without the owner's name.
 */
export function vehicleSearchStatement(q: string, limit: number, owners: string[]): SqlStatement {
  const plate = normalizePlate(q);
  if (matchesOnlyAtStart(q)) return shortVehicleSearch(plate, limit, owners);
  const startsWith = `($2 <> '' and v.plate_normalized like $2 || '%')`;
  const match = `(($2 <> '' and (v.plate_normalized like '%' || $2 || '%' or v.vin like '%' || $2 || '%'))
          or ${SEARCH_TEXT_SQL} like '%' || lower(px_unaccent($1)) || '%'
          or v.customer_id = any ($4::uuid[]))`;
  return {
    text: `with head as materialized (
         select v.id, v.plate_normalized from vehicle v
          where $2 <> '' and v.deleted_at is null
            and v.plate_normalized >= $2 and v.plate_normalized < $2 || U&'\\FFFF' and ${startsWith}
          order by v.plate_normalized, v.id limit $3
       ), walk as materialized (
         select v.id from (select ${MATCH_COLUMNS} from vehicle v where v.deleted_at is null
                            order by v.plate_normalized, v.id limit ${WALK_ROWS}) v
          where $5 and (select count(*) from head) < $3 and not ${startsWith} and ${match}
          order by v.plate_normalized, v.id limit $3
       ), found as materialized (
         select v.id, v.plate_normalized from vehicle v
          where (select count(*) from head) + (select count(*) from walk) < $3
            and v.deleted_at is null and ${match}
       ), ranked as (
         select id, 0 as rank from head
         union all
         select id, 1 from walk where (select count(*) from head) + (select count(*) from walk) >= $3
         union all
         (select v.id, 1 from found v where not ${startsWith} order by v.plate_normalized, v.id limit $3)
       )
       select ${SUMMARY_COLUMNS} from ranked join vehicle v on v.id = ranked.id
        order by ranked.rank, v.plate_normalized, v.id
        limit $3`,
    values: [escapeLike(q), plate.length >= 2 ? plate : '', limit, owners, paletteAsksOwners(q)],
  };
}

/**
 * The vehicle palette for a text shorter than CONTAINS_MIN_CHARS (two characters, as the palette
 * first asks), matched only at the start: plates starting with it (head, as above), then the
 * vehicles of the owners `owners` (customers whose name or surnames start with it), by plate.
 * Two characters have no trigram, so plates, VINs, makes and models containing them would be
 * read one by one over every vehicle.
 */
function shortVehicleSearch(plate: string, limit: number, owners: string[]): SqlStatement {
  const startsWith = `($1 <> '' and v.plate_normalized like $1 || '%')`;
  return {
    text: `with head as materialized (
         select v.id from vehicle v
          where $1 <> '' and v.deleted_at is null
            and v.plate_normalized >= $1 and v.plate_normalized < $1 || U&'\\FFFF' and ${startsWith}
          order by v.plate_normalized, v.id limit $2
       ), owned as materialized (
         select v.id from vehicle v
          where (select count(*) from head) < $2 and v.deleted_at is null
            and v.customer_id = any ($3::uuid[]) and not ${startsWith}
          order by v.plate_normalized, v.id limit $2
       ), ranked as (
         select id, 0 as rank from head
         union all
         select id, 1 from owned
       )
       select ${SUMMARY_COLUMNS} from ranked join vehicle v on v.id = ranked.id
        order by ranked.rank, v.plate_normalized, v.id
        limit $2`,
    values: [plate.length >= 2 ? plate : '', limit, owners],
  };
}

/**
 * Owners by plate. Rows: customer_id, license_plate.
 *  - From CONTAINS_MIN_CHARS characters: the exact plate first, then the plates containing it,
 *    by plate (the trigram index).
 *  - Shorter (two characters, as the palette first asks): only the plates starting with it, by
 *    plate (the exact one sorts first): a range of vehicle_plate_sort_idx read in its order, which
 *    stops at `limit` rows. Two characters have no trigram, so "containing" would read every plate.
 */
export function ownersByPlateStatement(normalizedPlate: string, limit: number): SqlStatement {
  if (matchesOnlyAtStart(normalizedPlate)) {
    return {
      text: `select customer_id, license_plate from vehicle
        where deleted_at is null and customer_id is not null
          and plate_normalized >= $1 and plate_normalized < $1 || U&'\\FFFF'
          and plate_normalized like $1 || '%'
        order by plate_normalized, id
        limit $2`,
      values: [normalizedPlate, limit],
    };
  }
  return {
    text: `select customer_id, license_plate from vehicle
        where deleted_at is null and customer_id is not null
          and plate_normalized like '%' || $1 || '%'
        order by plate_normalized = $1 desc, plate_normalized
        limit $2`,
    values: [normalizedPlate, limit],
  };
}
