import { Migration } from '@mikro-orm/migrations';

/**
 * The reminder's customer link (confirm / cancel without logging in): each booking keeps the nonce
 * its links are signed with. Moving the booking draws a new one, so the links of an earlier
 * reminder stop working (SignedLinks, libs/platform).
 */
export class Migration20261126220000_appointment_links extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table appointment add column link_nonce uuid not null default gen_random_uuid();',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table appointment drop column if exists link_nonce;');
  }
}
