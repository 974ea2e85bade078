import { Migration } from '@mikro-orm/migrations';

/**
 * px_claimed_all(claimed, expected): raises PX409 when a publication claimed fewer events than it
 * published (another process had published one). EventPublisher ends the statement that claims the
 * events and records the deliveries with it, so such a statement leaves nothing behind, even when
 * it is not inside a transaction.
 */
export class Migration20261122090000_publication_claim_check extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function px_claimed_all(claimed bigint, expected int) returns boolean
      language plpgsql as $$
      begin
        if claimed < expected then
          raise exception 'An event of this publication was already published'
            using errcode = 'PX409';
        end if;
        return true;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop function px_claimed_all(bigint, int);');
  }
}
