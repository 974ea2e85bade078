import { Migration } from '@mikro-orm/migrations';

/** The workshop's own identity (issuer of documents); a single row per installation. */
export class Migration20261121000100_workshop extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table workshop (
        id uuid primary key default gen_random_uuid(),
        name varchar(160) not null,
        legal_name varchar(200) not null,
        nif varchar(9) not null,
        address_line varchar(200) not null,
        postal_code varchar(5) not null,
        city varchar(100) not null,
        province varchar(100) not null,
        country varchar(2) not null default 'ES',
        phone varchar(30) null,
        email varchar(254) null,
        registry_number varchar(60) not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
    this.addSql('create unique index workshop_single_row on workshop ((true));');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists workshop;');
  }
}
