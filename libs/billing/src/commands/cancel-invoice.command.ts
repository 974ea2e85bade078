import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type InvoiceIssuer } from '@px/contracts';
import {
  APP_CONFIG,
  type AppConfig,
  CommandTransaction,
  ConflictError,
  ValidationError,
  runSql,
} from '@px/platform';
import { refuseCancellation } from '../domain/invoice-status';
import { buildRegistroAnulacion } from '../domain/verifactu/registration-record';
import { InvoiceCancelled } from '../events/invoice.events';
import { lockInvoice } from './invoice-record';
import { refreshRectificationCredit } from './rectification-credit';
import { appendToChain, sistemaInformatico } from './verifactu-chain';

/**
 * POST /api/invoices/{id}/cancel: an invoice issued by mistake is cancelled (anulación): it keeps
 * its number (numbers are never reused), and a VERI*FACTU cancellation record joins the issuer's
 * chain in the same transaction. A paid or already rectified invoice is corrected by a rectifying
 * invoice instead.
 */
export class CancelInvoiceCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly reason: string,
    readonly actorId: string | null,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

interface IssuedRow {
  issuer: InvoiceIssuer;
  issue_date: string;
  paid_cents: string;
  total_cents: string;
  customer_id: string | null;
  rectified_invoice_id: string | null;
  rectified: boolean;
}

@CommandHandler(CancelInvoiceCommand)
export class CancelInvoiceHandler implements ICommandHandler<CancelInvoiceCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ id, reason, actorId, at }: CancelInvoiceCommand): Promise<void> {
    await this.commands.run(async (em, events) => {
      const invoice = await lockInvoice(em, id);
      const [row] = await runSql<IssuedRow>(
        em,
        `select i.issuer, i.issue_date::text as issue_date, i.paid_cents, i.total_cents,
                i.customer_id, i.rectified_invoice_id,
                exists (select 1 from invoice r where r.rectified_invoice_id = i.id
                         and r.status = 'issued') as rectified
           from invoice i where i.id = $1`,
        [id],
      );
      const refused = refuseCancellation({
        status: invoice.status,
        reason,
        paidCents: Number(row.paid_cents),
        rectified: row.rectified,
      });
      if (refused?.kind === 'reason_required') {
        throw new ValidationError([
          { field: 'reason', code: 'required', message: refused.message },
        ]);
      }
      if (refused) throw new ConflictError(refused.message, { status: invoice.status });
      // A rectifying invoice cancelled gives its original back what it took off (locked before
      // the chain, the order every command takes them in).
      if (row.rectified_invoice_id) await lockInvoice(em, row.rectified_invoice_id);
      const number = invoice.number as string;
      const issuer = row.issuer;
      await appendToChain(
        em,
        issuer.tax_id,
        { invoiceId: id, invoiceNumber: number, issueDate: row.issue_date },
        (previous) =>
          buildRegistroAnulacion(
            issuer.tax_id,
            { number, issueDate: row.issue_date },
            previous,
            sistemaInformatico(
              { legal_name: issuer.legal_name, nif: issuer.tax_id },
              this.config.appVersion,
            ),
            at,
          ),
        at,
      );
      await runSql(
        em,
        `update invoice
            set status = 'cancelled', cancelled_by = $2, cancelled_at = $3,
                cancellation_reason = $4, updated_at = now(), version = version + 1
          where id = $1`,
        [id, actorId, at, reason.trim()],
        'run',
      );
      if (row.rectified_invoice_id) {
        await refreshRectificationCredit(em, row.rectified_invoice_id);
      }
      events.record(
        new InvoiceCancelled(
          id,
          {
            id,
            series: invoice.series,
            number,
            customer_id: row.customer_id,
            total_cents: Number(row.total_cents),
          },
          actorId,
          at,
        ),
      );
    });
  }
}
