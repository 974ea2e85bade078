import { Migration } from '@mikro-orm/migrations';

/**
 * Work orders keep the labels of their customer and vehicle (customer_name, license_plate,
 * vehicle_make, vehicle_model) as their own read model, kept current from the customers' and
 * vehicles' events (PartyChangesSubscriber), like the search text already was. Lists and details
 * then answer from the order's row alone instead of asking both modules for every page (issue 5's
 * budgets, docs/performance.md). The search text becomes a generated column over `search_source`
 * (number, title, customer name, plate with and without its spaces: workOrderSearchSource), so a
 * create writes it in its insert instead of a second statement.
 *
 * The existing rows are filled by one UPDATE after the search index is dropped (rebuilt at the end):
 * one pass over the table however many orders a workshop has.
 */
export class Migration20261122000000_work_order_party_labels extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop trigger work_order_list_version_update on work_order;');
    this.addSql('drop index work_order_search_idx;');
    this.addSql('alter table work_order drop column search_text;');
    this.addSql(`alter table work_order
      add column customer_name text not null default '',
      add column license_plate varchar(20) null,
      add column vehicle_make varchar(60) null,
      add column vehicle_model varchar(80) null,
      add column search_source text not null default '',
      add column search_text text generated always as (lower(px_unaccent(search_source))) stored;`);
    this.addSql(`update work_order w
        set customer_name = x.customer_name, license_plate = x.license_plate,
            vehicle_make = x.make, vehicle_model = x.model,
            search_source = concat_ws(' ', 'WO-' || lpad(w.number::text, greatest(6, length(w.number::text)), '0'), w.title,
              x.customer_name, coalesce(x.license_plate, ''),
              regexp_replace(coalesce(x.license_plate, ''), '[[:space:]-]+', '', 'g'))
       from (select o.id,
                    case when c.type = 'company' then c.company_name
                         else trim(c.first_name || ' ' || c.last_name) end as customer_name,
                    v.license_plate, v.make, v.model
               from work_order o
               join customer c on c.id = o.customer_id
               left join vehicle v on v.id = o.vehicle_id) x
      where x.id = w.id;`);
    this.addSql(`create index work_order_search_idx on work_order using gin
      (search_text gin_trgm_ops) where deleted_at is null;`);
    this.addSql(`create trigger work_order_list_version_update after update of status, priority,
      assigned_employee_id, customer_id, vehicle_id, created_at, deleted_at, search_source, promised_at
      on work_order for each statement execute function px_bump_list_version('work_order');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger work_order_list_version_update on work_order;');
    this.addSql('drop index work_order_search_idx;');
    this.addSql('alter table work_order drop column search_text;');
    this.addSql(`alter table work_order add column search_text text not null default '';`);
    this.addSql('update work_order set search_text = lower(px_unaccent(search_source));');
    this.addSql(`create index work_order_search_idx on work_order using gin
      (search_text gin_trgm_ops) where deleted_at is null;`);
    this.addSql(`create trigger work_order_list_version_update after update of status, priority,
      assigned_employee_id, customer_id, vehicle_id, created_at, deleted_at, search_text, promised_at
      on work_order for each statement execute function px_bump_list_version('work_order');`);
    this.addSql(`alter table work_order drop column search_source, drop column vehicle_model,
      drop column vehicle_make, drop column license_plate, drop column customer_name;`);
  }
}
