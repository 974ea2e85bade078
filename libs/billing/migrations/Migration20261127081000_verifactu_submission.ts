import { Migration } from '@mikro-orm/migrations';

/**
 * The AEAT submission of the VERI*FACTU records:
 * - `verifactu_submission_state`: one row, the next instant a message may go (the AEAT's
 *   TiempoEsperaEnvio after its last answer) and what the last attempt did, for the page;
 * - the records' read paths: the pending ones of an issuer in chain order (what a batch takes),
 *   and the page's list, newest first, whole or by status.
 */
export class Migration20261127081000_verifactu_submission extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table verifactu_submission_state (
        id smallint primary key check (id = 1),
        next_allowed_at timestamptz,
        last_submission_at timestamptz,
        last_outcome varchar(30),
        last_message text,
        updated_at timestamptz not null default now()
      );`);
    this.addSql('insert into verifactu_submission_state (id) values (1);');
    this.addSql(`create index verifactu_record_pending_chain_idx
      on verifactu_record (issuer_tax_id, position) where submission_status = 'pending';`);
    this.addSql(`create index verifactu_record_created_idx
      on verifactu_record (created_at desc, id desc);`);
    this.addSql(`create index verifactu_record_status_created_idx
      on verifactu_record (submission_status, created_at desc, id desc);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists verifactu_record_status_created_idx;');
    this.addSql('drop index if exists verifactu_record_created_idx;');
    this.addSql('drop index if exists verifactu_record_pending_chain_idx;');
    this.addSql('drop table if exists verifactu_submission_state;');
  }
}
