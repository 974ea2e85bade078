import { Migration } from '@mikro-orm/migrations';

/**
 * The employee's profile (/employee-management): NIF/NIE, e-mail, phone, position (puesto), hire
 * date, labour rate category and the kiosk PIN's hash. `trade` stays: it is the specialty other
 * modules assign work by (ListActiveEmployeesQuery), and `position` is the job.
 *
 * - `nif` is unique when present (one person, one record);
 * - `position` is backfilled from `trade` (mechanic, electrician, bodywork, painter → mecanico;
 *   manager → jefe_taller; reception → recepcion; parts → recambios; office → administracion), and
 *   a row inserted without one (SQL fixtures, the demo seeder) gets it from its trade the same way;
 * - `kiosk_pin_hash` is an argon2id hash, never a PIN;
 * - `version` was there from the start (optimistic updates).
 */
export class Migration20261126130000_employee_profile extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table employee
        add column nif varchar(12) null,
        add column email varchar(254) null,
        add column phone varchar(20) null,
        add column position varchar(20) null,
        add column hire_date date null,
        add column labor_rate_category varchar(20) null
          check (labor_rate_category in ('oficial_1', 'oficial_2', 'oficial_3', 'especialista', 'aprendiz')),
        add column kiosk_pin_hash varchar(200) null;`);
    this.addSql(`
      create function px_employee_position_of(trade varchar) returns varchar
        language sql immutable as $$
          select case trade
            when 'manager' then 'jefe_taller'
            when 'reception' then 'recepcion'
            when 'parts' then 'recambios'
            when 'office' then 'administracion'
            else 'mecanico'
          end
        $$;`);
    this.addSql('update employee set position = px_employee_position_of(trade);');
    this.addSql(`
      alter table employee
        alter column position set not null,
        add constraint employee_position_check
          check (position in ('mecanico', 'jefe_taller', 'recepcion', 'recambios', 'administracion'));`);
    this.addSql(`
      create function px_employee_position_default() returns trigger
        language plpgsql as $$
        begin
          if new.position is null then
            new.position := px_employee_position_of(new.trade);
          end if;
          return new;
        end
        $$;`);
    this.addSql(`
      create trigger employee_position_default before insert on employee
        for each row execute function px_employee_position_default();`);
    this.addSql('create unique index employee_nif_unique on employee (nif) where nif is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists employee_position_default on employee;');
    this.addSql('drop function if exists px_employee_position_default();');
    this.addSql('drop index if exists employee_nif_unique;');
    this.addSql(`
      alter table employee
        drop constraint if exists employee_position_check,
        drop column if exists nif,
        drop column if exists email,
        drop column if exists phone,
        drop column if exists position,
        drop column if exists hire_date,
        drop column if exists labor_rate_category,
        drop column if exists kiosk_pin_hash;`);
    this.addSql('drop function if exists px_employee_position_of(varchar);');
  }
}
