import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the customers and vehicles lists and search palettes at a million rows (issue 4's
 * budgets, docs/performance.md). Each one serves an ORDER BY the readers use, so a page or a
 * palette answer reads its rows in order and stops, instead of sorting every match:
 *
 * - customer_full_name_idx: SPEC's full_name as the readers sort it (FULL_NAME_SQL, with its trim),
 *   over live customers only. It replaces customer_name_sort_idx, whose expression (no trim) no
 *   query matches. Serves the list sorted by name (both directions), the palette's "name starts
 *   with" rank (a range scan) and its walk over names.
 * - customer_type_name_idx: the same name per type, for the list filtered by type (people and
 *   companies interleave in name order: walking the name index for companies reads thousands of
 *   people first).
 * - vehicle_plate_sort_idx: plate_normalized alone (vehicle_plate_unique leads with the country),
 *   for the list sorted by plate, plates starting with the text, and the walk over plates.
 * - vehicle_make_sort_idx: the list sorted by make and model, and its make filter.
 * - customer_tags_idx: the tag filter (`tags @> array[tag]`).
 */
export class Migration20261121030000_search_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index customer_full_name_idx on customer
      (lower(px_unaccent(case when type = 'company' then company_name
                              else trim(first_name || ' ' || last_name) end)), id)
      where deleted_at is null and merged_into_id is null;`);
    this.addSql('drop index if exists customer_name_sort_idx;');
    this.addSql(`create index customer_type_name_idx on customer
      (type, lower(px_unaccent(case when type = 'company' then company_name
                                    else trim(first_name || ' ' || last_name) end)), id)
      where deleted_at is null and merged_into_id is null;`);
    this.addSql(`create index vehicle_plate_sort_idx on vehicle (plate_normalized, id)
      where deleted_at is null;`);
    this.addSql(`create index vehicle_make_sort_idx on vehicle (lower(make), lower(model), id)
      where deleted_at is null;`);
    this.addSql(`create index customer_tags_idx on customer using gin (tags)
      where deleted_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists customer_tags_idx;');
    this.addSql('drop index if exists vehicle_make_sort_idx;');
    this.addSql('drop index if exists vehicle_plate_sort_idx;');
    this.addSql('drop index if exists customer_type_name_idx;');
    this.addSql(`create index customer_name_sort_idx on customer
      (lower(px_unaccent(case when type = 'company' then company_name
                              else first_name || ' ' || last_name end)), id)
      where deleted_at is null;`);
    this.addSql('drop index if exists customer_full_name_idx;');
  }
}
