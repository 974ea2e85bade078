import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type InvoiceView, localDate } from '@px/contracts';
import { APP_CONFIG, type AppConfig, NotFoundError, SqlClient } from '@px/platform';
import { type AeatEnvironment } from '../domain/verifactu/qr-url';
import { verifactuSettings } from '../verifactu/verifactu-settings';
import { INVOICE_NOT_FOUND } from '../domain/invoice-draft';
import {
  INVOICE_COLUMNS,
  type InvoiceLineRow,
  type InvoiceRow,
  type PaymentRow,
  type RecordRow,
  toInvoiceView,
} from './invoice-view';

/** GET /api/invoices/{id}: the invoice, its lines, its payments and its latest VERI*FACTU record. */
export class GetInvoiceQuery extends Query<InvoiceView> {
  constructor(
    readonly id: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetInvoiceQuery)
export class GetInvoiceHandler implements IQueryHandler<GetInvoiceQuery, InvoiceView> {
  /** The QR points at the AEAT environment the records go to (VERIFACTU_ENVIRONMENT). */
  private readonly environment: AeatEnvironment;

  constructor(
    private readonly sql: SqlClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.environment = verifactuSettings(config).environment;
  }

  /**
   * One statement: the invoice with its lines, payments and latest record as JSON columns. The
   * view is read after every write of the office (issue, payment, rectification) and on every
   * open of an invoice; one round trip instead of four.
   */
  async execute({ id, now }: GetInvoiceQuery): Promise<InvoiceView> {
    const row = await this.sql.one<
      InvoiceRow & { lines: InvoiceLineRow[]; payments: PaymentRow[]; record: RecordRow | null }
    >(
      `select ${INVOICE_COLUMNS},
              coalesce((select json_agg(l order by l.position) from (
                 select id, position, type, description, quantity, unit_price_cents,
                        discount_percent, vat_percent, base_cents
                   from invoice_line where invoice_id = i.id) l), '[]') as lines,
              coalesce((select json_agg(p order by p.recorded_at, p.id) from (
                 select id, amount_cents, method, paid_on::text as paid_on, reference, recorded_at
                   from invoice_payment where invoice_id = i.id) p), '[]') as payments,
              (select row_to_json(r) from (
                 select kind, huella, generated_at_text, submission_status
                   from verifactu_record where invoice_id = i.id
                  order by position desc limit 1) r) as record
         from invoice i where i.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError(INVOICE_NOT_FOUND);
    return toInvoiceView(
      row,
      row.lines,
      row.payments,
      row.record,
      localDate(now),
      this.environment,
    );
  }
}
