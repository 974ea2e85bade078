import { Migration } from '@mikro-orm/migrations';

/**
 * A rectifying invoice (series R) names the invoice it corrects, its legal reason (R1–R5) and how
 * (TipoRectificativa: `I` by differences, `S` by substitution). Written with the draft; fixed at
 * issue like the rest of the invoice.
 */
export class Migration20261127060000_invoice_rectification extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table invoice
        add column rectified_invoice_id uuid references invoice (id),
        add column rectification_reason varchar(2)
          check (rectification_reason in ('R1', 'R2', 'R3', 'R4', 'R5')),
        add column rectification_kind char(1) check (rectification_kind in ('I', 'S')),
        add constraint invoice_rectification_only_on_r check (
          (series = 'R') = (rectified_invoice_id is not null)
        );`);
    this.addSql(`create index invoice_rectified_idx on invoice (rectified_invoice_id)
      where rectified_invoice_id is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table invoice drop constraint invoice_rectification_only_on_r,
      drop column rectification_kind, drop column rectification_reason,
      drop column rectified_invoice_id;`);
  }
}
