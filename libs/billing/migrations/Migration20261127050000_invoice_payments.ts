import { Migration } from '@mikro-orm/migrations';

/**
 * What customers paid against an issued invoice (cash, card, transfer, Bizum; partial payments).
 * The invoice keeps their sum (`paid_cents`, the only column of an issued invoice that moves),
 * written by the same transaction as the payment, under the invoice's row lock.
 */
export class Migration20261127050000_invoice_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table invoice_payment (
        id uuid primary key,
        invoice_id uuid not null references invoice (id),
        method varchar(10) not null check (method in ('cash', 'card', 'transfer', 'bizum')),
        amount_cents bigint not null check (amount_cents > 0),
        paid_on date not null,
        reference varchar(100),
        recorded_by uuid,
        recorded_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index invoice_payment_invoice_idx on invoice_payment (invoice_id, recorded_at);',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists invoice_payment;');
  }
}
