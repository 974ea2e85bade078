import { Migration } from '@mikro-orm/migrations';

/**
 * A service type's expected duration (issue 19): an appointment of that type takes it by default
 * (the desk may change it). The defaults of first-run setup get realistic times.
 */
export class Migration20261126173200_service_type_duration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table service_type
      add column duration_minutes int not null default 60
        check (duration_minutes between 10 and 600);`);
    this.addSql(`update service_type s set duration_minutes = d.minutes
      from (values ('service', 120), ('oil_change', 45), ('brakes', 90), ('tyres', 45),
                   ('diagnosis', 60), ('electrical', 90), ('bodywork_paint', 240),
                   ('itv_precheck', 45), ('air_conditioning', 60)) as d (code, minutes)
     where s.code = d.code;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table service_type drop column if exists duration_minutes;');
  }
}
