import { Migration } from '@mikro-orm/migrations';

/**
 * Announcements ("Novedades", issue 6) and each user's read or dismissal. Any write to the
 * announcements bumps list_version 'announcement' (same transaction): the unread meta's ETag is
 * built from it, the user's receipt count and the publish-window edges passed, so a client that
 * already has the answer gets a 304 without counting anything.
 */
export class Migration20261122020000_announcements extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table announcement (
        id uuid primary key,
        title varchar(200) not null,
        summary varchar(500) null,
        content_md text null,
        priority varchar(10) not null default 'normal' check (priority in ('high', 'normal', 'low')),
        cta_label varchar(60) null,
        cta_url varchar(500) null,
        publish_from timestamptz not null,
        publish_until timestamptz null,
        min_app_version varchar(20) null,
        audience_roles text[] not null default '{}',
        created_by uuid null references app_user (id) on delete set null,
        deleted_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1,
        check (publish_until is null or publish_until > publish_from)
      );`);
    this.addSql(`create index announcement_live_idx on announcement (publish_from desc)
      where deleted_at is null;`);
    this.addSql(`
      create table announcement_receipt (
        announcement_id uuid not null references announcement (id) on delete cascade,
        user_id uuid not null references app_user (id) on delete cascade,
        action varchar(10) not null check (action in ('read', 'dismiss')),
        acted_at timestamptz not null default now(),
        primary key (announcement_id, user_id)
      );`);
    this.addSql('create index announcement_receipt_user_idx on announcement_receipt (user_id);');
    this.addSql(`insert into list_version (name) values ('announcement');`);
    // Bumped at commit, like the other lists (Migration20261122005000_deferred_list_versions).
    this.addSql(`create constraint trigger announcement_list_version
      after insert or update or delete on announcement deferrable initially deferred
      for each row execute function px_bump_list_version_once('announcement');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists announcement_list_version on announcement;');
    this.addSql(`delete from list_version where name = 'announcement';`);
    this.addSql('drop table if exists announcement_receipt;');
    this.addSql('drop table if exists announcement;');
  }
}
