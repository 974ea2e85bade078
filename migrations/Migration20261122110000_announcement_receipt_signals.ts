import { Migration } from '@mikro-orm/migrations';

/**
 * px_announcement_receipt, payload the user's id (none after a truncate): a user read, dismissed
 * or lost a receipt. AnnouncementsReader keeps each user's receipt count in process for the unread
 * meta's ETag and forgets the one signalled, so a matching If-None-Match is answered from memory.
 */
export class Migration20261122110000_announcement_receipt_signals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function px_signal_announcement_receipt() returns trigger
      language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          perform pg_notify('px_announcement_receipt', '');
        else
          perform pg_notify('px_announcement_receipt', coalesce(new.user_id, old.user_id)::text);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger announcement_receipt_signal
      after insert or update or delete on announcement_receipt
      for each row execute function px_signal_announcement_receipt();`);
    this.addSql(`create trigger announcement_receipt_truncate_signal
      after truncate on announcement_receipt
      for each statement execute function px_signal_announcement_receipt();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger announcement_receipt_truncate_signal on announcement_receipt;');
    this.addSql('drop trigger announcement_receipt_signal on announcement_receipt;');
    this.addSql('drop function px_signal_announcement_receipt();');
  }
}
