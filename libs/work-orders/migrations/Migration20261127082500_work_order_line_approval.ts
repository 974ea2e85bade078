import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21 (quotes): RD 1457/1986 lets the workshop do work beyond what was agreed (a hidden fault
 * found later) only with the customer's consent, recording who approved it, when and how. Lines
 * added from an accepted quote carry that record; the order names the document its estimate
 * decision refers to (the quote's number and revision). No foreign key: the quote belongs to the
 * billing module.
 */
export class Migration20261127082500_work_order_line_approval extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table work_order add column estimate_reference varchar(80);');
    this.addSql(`
      alter table work_order_line
        add column approved_by varchar(160),
        add column approved_at timestamptz,
        add column approval_channel varchar(20)
          check (approval_channel in ('in_person', 'phone', 'email', 'signed_document')),
        add column approval_reference varchar(80),
        add column approval_recorded_by uuid,
        add constraint work_order_line_approval_whole check (
          (approved_at is null) = (approved_by is null)
          and (approved_at is null) = (approval_channel is null)
        );`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table work_order_line
        drop constraint if exists work_order_line_approval_whole,
        drop column if exists approved_by,
        drop column if exists approved_at,
        drop column if exists approval_channel,
        drop column if exists approval_reference,
        drop column if exists approval_recorded_by;`);
    this.addSql('alter table work_order drop column if exists estimate_reference;');
  }
}
