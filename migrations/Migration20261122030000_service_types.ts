import { Migration } from '@mikro-orm/migrations';

/**
 * The workshop's service types (issue 6). Empty on a new install: first-run setup
 * (POST /api/setup/complete, the SPA's setup banner) adds the defaults.
 */
export class Migration20261122030000_service_types extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table service_type (
        id uuid primary key,
        code varchar(40) not null unique,
        name varchar(100) not null,
        sort_order int not null default 0,
        active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists service_type;');
  }
}
