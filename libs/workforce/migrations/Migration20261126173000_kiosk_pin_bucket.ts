import { Migration } from '@mikro-orm/migrations';

/**
 * The kiosk PIN's lookup bucket (libs/workforce/src/domain/kiosk-pin.ts): one of 256, from an
 * unsalted digest of the PIN, so the kiosk verifies only the argon2 hashes of one bucket instead of
 * every employee's. PINs set before it have no bucket (the hash cannot give it back): the lookup
 * verifies those always, until they are set again. The index serves the kiosk's lookup (active
 * employees with a PIN, by bucket) and the PIN-taken check.
 */
export class Migration20261126173000_kiosk_pin_bucket extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table employee
        add column kiosk_pin_bucket smallint null
          check (kiosk_pin_bucket between 0 and 255),
        add constraint employee_kiosk_pin_bucket_with_hash
          check (kiosk_pin_bucket is null or kiosk_pin_hash is not null);`);
    this.addSql(`
      create index employee_kiosk_pin_bucket on employee (kiosk_pin_bucket)
        where kiosk_pin_hash is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists employee_kiosk_pin_bucket;');
    this.addSql(`
      alter table employee
        drop constraint if exists employee_kiosk_pin_bucket_with_hash,
        drop column if exists kiosk_pin_bucket;`);
  }
}
