import { Migration } from '@mikro-orm/migrations';

/**
 * A self-registered account waits, inactive, until an administrator activates it: registration
 * then answers the same whether the address was free or not, and the login's "incorrect
 * credentials" covers both, so neither tells a stranger which e-mails have accounts.
 */
export class Migration20261126110000_registration_approval extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table app_user add column awaiting_approval boolean not null default false;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table app_user drop column awaiting_approval;');
  }
}
