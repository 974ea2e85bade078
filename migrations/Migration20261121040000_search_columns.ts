import { Migration } from '@mikro-orm/migrations';

const FULL_NAME = `case when type = 'company' then company_name
                       else trim(first_name || ' ' || last_name) end`;

/**
 * The normalised texts the customers and vehicles lists and palettes sort and search on, stored
 * (generated columns) instead of computed by every query (issue 4's budgets, docs/performance.md):
 *
 * - customer.name_key: SPEC's full_name lower-cased without accents (the name sort, "starts with").
 * - customer.search_text: names, company and e-mail the same way (the text match).
 * - customer.phone_digits: both phones with only their digits and spaces (the phone match).
 * - vehicle.search_text: make, model and version the same way.
 *
 * px_unaccent is a SQL function the planner cannot inline, about 3 µs a call: a query that walks,
 * rechecks or sorts thousands of rows paid that per row and per use. As columns they are computed
 * once per write, and ANALYZE keeps statistics on them, so the planner sizes a `like '%text%'`
 * from the data instead of guessing (a guess made one owner-name lookup scan a million customers).
 * The indexes that computed the same expressions now index the columns, and the name and plate
 * indexes include what a text match reads: a palette or list search that walks thousands of rows
 * in name or plate order is an index-only scan (13 → 1.3 ms for 2,000 customers).
 */
export class Migration20261121040000_search_columns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table customer
      add column name_key text generated always as (lower(px_unaccent(${FULL_NAME}))) stored,
      add column search_text text generated always as (lower(px_unaccent(
        first_name || ' ' || last_name || ' ' || company_name || ' ' || coalesce(email, '')))) stored,
      add column phone_digits text generated always as (regexp_replace(
        coalesce(phone, '') || ' ' || coalesce(mobile_phone, ''), '[^0-9 ]', '', 'g')) stored;`);
    this.addSql(`alter table vehicle
      add column search_text text generated always as (lower(px_unaccent(
        make || ' ' || model || ' ' || vehicle_version))) stored;`);

    this.addSql('drop index customer_full_name_idx;');
    this.addSql('drop index customer_type_name_idx;');
    this.addSql('drop index customer_search_idx;');
    this.addSql('drop index customer_phone_idx;');
    this.addSql('drop index vehicle_search_idx;');
    this.addSql(`create index customer_full_name_idx on customer (name_key, id)
      include (nif, search_text, phone_digits) where deleted_at is null and merged_into_id is null;`);
    this.addSql(`create index customer_type_name_idx on customer (type, name_key, id)
      include (nif, search_text, phone_digits) where deleted_at is null and merged_into_id is null;`);
    this.addSql('drop index vehicle_plate_sort_idx;');
    this.addSql(`create index vehicle_plate_sort_idx on vehicle (plate_normalized, id)
      include (vin, search_text, customer_id) where deleted_at is null;`);
    this.addSql(`create index customer_search_idx on customer using gin (search_text gin_trgm_ops)
      where deleted_at is null;`);
    this.addSql(`create index customer_phone_idx on customer using gin (phone_digits gin_trgm_ops)
      where deleted_at is null;`);
    this.addSql(`create index vehicle_search_idx on vehicle using gin (search_text gin_trgm_ops)
      where deleted_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index customer_full_name_idx;');
    this.addSql('drop index customer_type_name_idx;');
    this.addSql('drop index customer_search_idx;');
    this.addSql('drop index customer_phone_idx;');
    this.addSql('drop index vehicle_search_idx;');
    this.addSql(`alter table customer drop column name_key, drop column search_text,
      drop column phone_digits;`);
    this.addSql('drop index vehicle_plate_sort_idx;');
    this.addSql('alter table vehicle drop column search_text;');
    this.addSql(`create index vehicle_plate_sort_idx on vehicle (plate_normalized, id)
      where deleted_at is null;`);
    this
      .addSql(`create index customer_full_name_idx on customer (lower(px_unaccent(${FULL_NAME})), id)
      where deleted_at is null and merged_into_id is null;`);
    this.addSql(`create index customer_type_name_idx on customer
      (type, lower(px_unaccent(${FULL_NAME})), id)
      where deleted_at is null and merged_into_id is null;`);
    this.addSql(`create index customer_search_idx on customer using gin ((lower(px_unaccent(
      first_name || ' ' || last_name || ' ' || company_name || ' ' || coalesce(email, '')))) gin_trgm_ops)
      where deleted_at is null;`);
    this.addSql(`create index customer_phone_idx on customer using gin ((
      regexp_replace(coalesce(phone, '') || ' ' || coalesce(mobile_phone, ''), '[^0-9 ]', '', 'g'))
      gin_trgm_ops) where deleted_at is null;`);
    this.addSql(`create index vehicle_search_idx on vehicle using gin ((lower(px_unaccent(
      make || ' ' || model || ' ' || vehicle_version))) gin_trgm_ops) where deleted_at is null;`);
  }
}
