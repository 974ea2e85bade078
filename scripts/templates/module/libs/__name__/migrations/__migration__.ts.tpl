import { Migration } from '@mikro-orm/migrations';

/**
 * __Title__ (`npm run new-module`): its one table. Listed in the lib's manifest (`migrations`),
 * merged with every other migration by name. Never edit a migration that has landed: add one.
 */
export class __migration__ extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table __noun_snake__ (
        id uuid primary key,
        name varchar(120) not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
    this.addSql('create index __noun_snake___created_idx on __noun_snake__ (created_at desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists __noun_snake__;');
  }
}
