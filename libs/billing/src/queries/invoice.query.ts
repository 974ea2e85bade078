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

/** GET /api/invoices/{id}: the invoice, its lines and its latest VERI*FACTU record. */
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

  async execute({ id, now }: GetInvoiceQuery): Promise<InvoiceView> {
    const [row, lines, payments, [record]] = await Promise.all([
      this.sql.one<InvoiceRow>(`select ${INVOICE_COLUMNS} from invoice i where i.id = $1`, [id]),
      this.sql.query<InvoiceLineRow>(
        `select id, position, type, description, quantity, unit_price_cents, discount_percent,
                vat_percent, base_cents
           from invoice_line where invoice_id = $1 order by position`,
        [id],
      ),
      this.sql.query<PaymentRow>(
        `select id, amount_cents, method, paid_on::text as paid_on, reference, recorded_at
           from invoice_payment where invoice_id = $1 order by recorded_at, id`,
        [id],
      ),
      this.sql.query<RecordRow>(
        `select kind, huella, generated_at_text, submission_status
           from verifactu_record where invoice_id = $1 order by position desc limit 1`,
        [id],
      ),
    ]);
    if (!row) throw new NotFoundError(INVOICE_NOT_FOUND);
    return toInvoiceView(row, lines, payments, record ?? null, localDate(now), this.environment);
  }
}
