import { Migration } from '@mikro-orm/migrations';

/**
 * Users, sessions (refresh-token families), the minimal employee record, and access control:
 * modules, permissions, roles, their links, pages and page categories.
 */
export class Migration20261121010000_identity_access extends Migration {
  override async up(): Promise<void> {
    // unaccent() is only STABLE (its dictionary could change), so indexes need an IMMUTABLE wrapper;
    // every accent-insensitive search index of later modules uses it too.
    this.addSql(`
      create or replace function px_unaccent(text) returns text
      language sql immutable parallel safe strict
      as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`);
    this.addSql(`
      create table app_user (
        id uuid primary key default gen_random_uuid(),
        email varchar(254) not null,
        password_hash varchar(255) not null,
        first_name varchar(80) not null,
        last_name varchar(120) not null default '',
        avatar_url varchar(500) null,
        active boolean not null default true,
        must_change_password boolean not null default false,
        token_epoch int not null default 0,
        last_login_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
    this.addSql('create unique index app_user_email_unique on app_user (lower(email));');
    this.addSql(`create index app_user_search_idx on app_user
      using gin ((lower(px_unaccent(first_name || ' ' || last_name || ' ' || email))) gin_trgm_ops);`);

    this.addSql(`
      create table refresh_token (
        id uuid primary key default gen_random_uuid(),
        user_id uuid not null references app_user (id) on delete cascade,
        family_id uuid not null,
        token_hash char(64) not null,
        expires_at timestamptz not null,
        created_at timestamptz not null default now(),
        used_at timestamptz null,
        revoked_at timestamptz null,
        revoked_reason varchar(40) null,
        user_agent varchar(300) null,
        ip varchar(64) null
      );`);
    this.addSql('create index refresh_token_family_idx on refresh_token (family_id);');
    this.addSql(
      'create index refresh_token_user_idx on refresh_token (user_id) where revoked_at is null;',
    );
    this.addSql('create index refresh_token_expiry_idx on refresh_token (expires_at);');

    this.addSql(`
      create table employee (
        id uuid primary key default gen_random_uuid(),
        code varchar(20) not null,
        first_name varchar(80) not null,
        last_name varchar(120) not null default '',
        trade varchar(20) not null
          check (trade in ('mechanic', 'electrician', 'bodywork', 'painter', 'reception', 'parts', 'office', 'manager')),
        hourly_cost_cents int not null default 0 check (hourly_cost_cents >= 0),
        active boolean not null default true,
        user_id uuid null references app_user (id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
    this.addSql('create unique index employee_code_unique on employee (lower(code));');
    this.addSql(
      'create unique index employee_user_unique on employee (user_id) where user_id is not null;',
    );

    this.addSql(`
      create table access_module (
        id uuid primary key default gen_random_uuid(),
        name varchar(60) not null unique,
        display_name varchar(120) not null,
        description varchar(500) null,
        icon varchar(60) null,
        sort_order int not null default 0,
        is_active boolean not null default true
      );`);
    this.addSql(`
      create table permission (
        id uuid primary key default gen_random_uuid(),
        name varchar(150) not null unique,
        module_id uuid not null references access_module (id) on delete cascade,
        resource varchar(60) not null,
        action varchar(40) not null,
        display_name varchar(150) not null,
        description varchar(500) null,
        is_active boolean not null default true
      );`);
    this.addSql(`
      create table role (
        id uuid primary key default gen_random_uuid(),
        name varchar(60) not null,
        display_name varchar(120) not null,
        description varchar(500) null,
        priority int not null default 0,
        is_system boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
    this.addSql('create unique index role_name_unique on role (lower(name));');
    this.addSql(`
      create table role_permission (
        role_id uuid not null references role (id) on delete cascade,
        permission_id uuid not null references permission (id) on delete cascade,
        primary key (role_id, permission_id)
      );`);
    this.addSql(`
      create table user_role (
        user_id uuid not null references app_user (id) on delete cascade,
        role_id uuid not null references role (id) on delete cascade,
        assigned_at timestamptz not null default now(),
        assigned_by uuid null,
        primary key (user_id, role_id)
      );`);
    this.addSql('create index user_role_role_idx on user_role (role_id);');

    this.addSql(`
      create table page_category (
        id uuid primary key default gen_random_uuid(),
        name varchar(60) not null unique,
        display_name varchar(120) not null,
        description varchar(500) null,
        icon varchar(60) null,
        sort_order int not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
    this.addSql(`
      create table page (
        id uuid primary key default gen_random_uuid(),
        path varchar(200) not null unique,
        display_name varchar(120) not null,
        description varchar(500) null,
        icon varchar(60) null,
        sort_order int not null default 0,
        is_active boolean not null default true,
        category_id uuid null references page_category (id) on delete set null,
        required_permission varchar(150) null,
        admin_only boolean not null default false,
        show_in_menu boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
    this.addSql('create index page_category_idx on page (category_id, sort_order);');
  }

  override async down(): Promise<void> {
    for (const table of [
      'page',
      'page_category',
      'user_role',
      'role_permission',
      'role',
      'permission',
      'access_module',
      'employee',
      'refresh_token',
      'app_user',
    ]) {
      this.addSql(`drop table if exists ${table};`);
    }
    this.addSql('drop function if exists px_unaccent(text);');
  }
}
