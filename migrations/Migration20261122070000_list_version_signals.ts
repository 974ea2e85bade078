import { Migration } from '@mikro-orm/migrations';

/**
 * px_list_version, payload the list's name: a list version was bumped (at the commit of a write
 * its list counts). ListTotals keeps the versions in process and forgets the one signalled.
 */
export class Migration20261122070000_list_version_signals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function px_signal_list_version() returns trigger language plpgsql as $$
      begin
        perform pg_notify('px_list_version', new.name);
        return null;
      end $$;`);
    this.addSql(`create trigger list_version_signal after insert or update on list_version
      for each row execute function px_signal_list_version();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger list_version_signal on list_version;');
    this.addSql('drop function px_signal_list_version();');
  }
}
