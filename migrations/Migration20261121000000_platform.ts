import { Migration } from '@mikro-orm/migrations';

/** Extensions every later module relies on, and the event outbox of DESIGN §5. */
export class Migration20261121000000_platform extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create extension if not exists unaccent;');
    this.addSql('create extension if not exists btree_gist;');
    this.addSql('create extension if not exists pgcrypto;');

    this.addSql(`
      create table domain_event (
        id uuid primary key default gen_random_uuid(),
        type varchar(120) not null,
        aggregate_type varchar(80) not null,
        aggregate_id uuid not null,
        payload jsonb not null default '{}'::jsonb,
        actor_id uuid null,
        occurred_at timestamptz not null default now(),
        published_at timestamptz null
      );`);
    this.addSql(
      'create index domain_event_unpublished_idx on domain_event (occurred_at) where published_at is null;',
    );
    this.addSql(
      'create index domain_event_aggregate_idx on domain_event (aggregate_type, aggregate_id, occurred_at);',
    );
    this.addSql('create index domain_event_type_idx on domain_event (type, occurred_at);');

    this.addSql(`
      create table event_delivery (
        id uuid primary key default gen_random_uuid(),
        event_id uuid not null references domain_event (id) on delete cascade,
        subscriber varchar(160) not null,
        status varchar(16) not null default 'pending'
          check (status in ('pending', 'running', 'succeeded', 'failed', 'dead')),
        attempts int not null default 0,
        last_error text null,
        next_attempt_at timestamptz not null default now(),
        handled_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint event_delivery_event_subscriber_unique unique (event_id, subscriber)
      );`);
    this.addSql(`create index event_delivery_due_idx on event_delivery (next_attempt_at)
      where status in ('pending', 'running', 'failed');`);
    this.addSql(`create index event_delivery_succeeded_idx on event_delivery (handled_at)
      where status = 'succeeded';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists event_delivery;');
    this.addSql('drop table if exists domain_event;');
  }
}
