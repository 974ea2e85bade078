import { Migration } from '@mikro-orm/migrations';

/**
 * A VERI*FACTU record is its fields (`record`, the JSON every part of the system reads, hashed and
 * immutable); its XML was a second copy of them, written at the issue and read only to find which
 * records of a message the AEAT's schema refuses. That XML is now rendered from the record when a
 * message is built (registration-xml.ts), so the issue can write the record in one statement
 * whose Huella PostgreSQL computes (invoice-issuing-statement.ts). The column goes; no record's
 * content changes.
 */
export class Migration20261128150000_verifactu_record_xml extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table verifactu_record drop column xml;');
  }

  override async down(): Promise<void> {
    this.addSql(`alter table verifactu_record add column xml text;`);
  }
}
