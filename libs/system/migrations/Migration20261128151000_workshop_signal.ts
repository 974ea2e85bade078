import { Migration } from '@mikro-orm/migrations';

/**
 * px_workshop, no payload: the workshop's own data changed (its name, NIF, address…). Every PDF,
 * e-mail and invoice issue prints it, so each process keeps it in memory (GetWorkshopProfileQuery,
 * a SignalledCache) and forgets it at this signal, whoever wrote the row (setup, a script, an
 * operator's SQL).
 */
export class Migration20261128151000_workshop_signal extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function px_signal_workshop() returns trigger language plpgsql as $$
      begin
        perform pg_notify('px_workshop', '');
        return null;
      end $$;`);
    this.addSql(`create trigger workshop_signal
      after insert or update or delete or truncate on workshop
      for each statement execute function px_signal_workshop();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger workshop_signal on workshop;');
    this.addSql('drop function px_signal_workshop();');
  }
}
