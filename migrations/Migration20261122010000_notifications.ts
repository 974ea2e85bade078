import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications (issue 6): one row per employee and notification, and the rules administrators
 * edit (a type without a row uses its defaults, DEFAULT_RULES). The bell reads an employee's newest
 * first and counts their unread ones: both come from notification_employee_idx.
 */
export class Migration20261122010000_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table notification (
        id uuid primary key,
        employee_id uuid not null references employee (id) on delete cascade,
        type varchar(40) not null,
        priority varchar(10) not null default 'normal'
          check (priority in ('urgent', 'high', 'normal', 'low')),
        title varchar(200) not null,
        message varchar(1000) not null,
        link varchar(300) null,
        dedupe_key varchar(200) null,
        read_at timestamptz null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index notification_employee_idx on notification
      (employee_id, created_at desc, id desc) include (read_at, priority);`);
    this.addSql(`create unique index notification_dedupe_unique on notification
      (employee_id, dedupe_key) where dedupe_key is not null;`);
    this.addSql(`create index notification_read_at_idx on notification (read_at)
      where read_at is not null;`);
    this.addSql(`
      create table notification_rule (
        id uuid primary key,
        type varchar(40) not null unique,
        enabled boolean not null default true,
        priority varchar(10) not null default 'normal'
          check (priority in ('urgent', 'high', 'normal', 'low')),
        notify_assignee boolean not null default false,
        notify_advisor boolean not null default false,
        recipient_roles text[] not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists notification_rule;');
    this.addSql('drop table if exists notification;');
  }
}
