import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type InvoiceLineInput,
  type InvoiceLineType,
  type InvoiceRectificationInput,
} from '@px/contracts';
import { CommandTransaction, ConflictError, ValidationError, runSql } from '@px/platform';
import { invoiceDraftOf } from '../domain/invoice-draft';
import { insertDraft, lockInvoice } from './invoice-record';

/**
 * POST /api/invoices/{id}/rectify: a draft rectifying invoice (series R) of an issued invoice,
 * for its recipient. By substitution (S) its lines are the corrected invoice, whole (the original's
 * by default); by differences (I) they are what changes (by default every line negated: the
 * original cancelled in full). Issued like any invoice, with its own R number and VERI*FACTU record.
 */
export class RectifyInvoiceCommand extends Command<string> {
  constructor(
    readonly originalId: string,
    readonly input: InvoiceRectificationInput,
    readonly actorId: string | null,
  ) {
    super();
  }
}

interface OriginalRow {
  customer_id: string | null;
  recipient_name: string | null;
  recipient_tax_id: string | null;
  recipient_address: string | null;
  payment_terms: string | null;
}

interface OriginalLineRow {
  type: InvoiceLineType;
  description: string;
  quantity: string;
  unit_price_cents: string;
  discount_percent: string;
  vat_percent: string;
}

@CommandHandler(RectifyInvoiceCommand)
export class RectifyInvoiceHandler implements ICommandHandler<RectifyInvoiceCommand, string> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ originalId, input, actorId }: RectifyInvoiceCommand): Promise<string> {
    return this.commands.run(async (em, events) => {
      const original = await lockInvoice(em, originalId);
      if (original.status !== 'issued') {
        throw new ConflictError(
          original.status === 'draft'
            ? 'Un borrador no se rectifica: edítalo.'
            : 'Una factura anulada no se puede rectificar.',
        );
      }
      const [row] = await runSql<OriginalRow>(
        em,
        `select customer_id, recipient_name, recipient_tax_id, recipient_address, payment_terms
           from invoice where id = $1`,
        [originalId],
      );
      const lines: InvoiceLineInput[] =
        input.lines ??
        (
          await runSql<OriginalLineRow>(
            em,
            `select type, description, quantity, unit_price_cents, discount_percent, vat_percent
               from invoice_line where invoice_id = $1 order by position`,
            [originalId],
          )
        ).map((line) => ({
          type: line.type,
          description: line.description,
          quantity: Number(line.quantity) * (input.kind === 'I' ? -1 : 1),
          unit_price_cents: Number(line.unit_price_cents),
          discount_percent: Number(line.discount_percent),
          vat_percent: Number(line.vat_percent),
        }));
      const checked = invoiceDraftOf({
        series: 'R',
        customer_id: row.customer_id,
        recipient: {
          name: row.recipient_name,
          tax_id: row.recipient_tax_id,
          address: row.recipient_address,
        },
        payment_terms: row.payment_terms,
        notes: input.notes ?? `Rectifica la factura ${original.number}.`,
        lines,
      });
      if ('problems' in checked) throw new ValidationError(checked.problems);
      const { draft } = checked;
      const { id, event } = await insertDraft(em, draft, actorId, {
        rectified_invoice_id: originalId,
        rectification_reason: input.reason,
        rectification_kind: input.kind,
      });
      events.record(event);
      return id;
    });
  }
}
