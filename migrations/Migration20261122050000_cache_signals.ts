import { Migration } from '@mikro-orm/migrations';

/**
 * Commit-time signals for the API's in-process caches (DatabaseSignals, SignalledCache): the
 * session check and the permission resolution answer every request from memory and forget what
 * these notifications name. pg_notify is delivered when the writing transaction commits, to every
 * listening process, whatever wrote the change (a command, a script, an operator's SQL).
 *
 * - px_user_session, payload the user's id: a user's `active` or `token_epoch` changed, or the
 *   user was deleted (their tokens' fate is decided again).
 * - px_access, no payload: any role, permission, role grant or user role changed (everyone's
 *   permissions are resolved again, as the Redis access version already does).
 */
export class Migration20261122050000_cache_signals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function px_signal_user_session() returns trigger language plpgsql as $$
      begin
        perform pg_notify('px_user_session', coalesce(new.id, old.id)::text);
        return null;
      end $$;`);
    this.addSql(`create trigger app_user_session_signal after update of active, token_epoch
      on app_user for each row
      when (old.active is distinct from new.active or old.token_epoch is distinct from new.token_epoch)
      execute function px_signal_user_session();`);
    this.addSql(`create trigger app_user_deleted_signal after delete on app_user
      for each row execute function px_signal_user_session();`);

    this.addSql(`create function px_signal_access() returns trigger language plpgsql as $$
      begin
        perform pg_notify('px_access', '');
        return null;
      end $$;`);
    for (const table of ['role', 'permission', 'role_permission', 'user_role']) {
      this.addSql(`create trigger ${table}_access_signal
        after insert or update or delete or truncate on ${table}
        for each statement execute function px_signal_access();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['role', 'permission', 'role_permission', 'user_role']) {
      this.addSql(`drop trigger ${table}_access_signal on ${table};`);
    }
    this.addSql('drop function px_signal_access();');
    this.addSql('drop trigger app_user_deleted_signal on app_user;');
    this.addSql('drop trigger app_user_session_signal on app_user;');
    this.addSql('drop function px_signal_user_session();');
  }
}
