import { type EntityManager } from '@mikro-orm/postgresql';
import {
  type InvoiceSeries,
  type InvoiceStatus,
  type RectificationKind,
  type RectificationReason,
} from '@px/contracts';
import { runSql } from '@px/platform';
import { type Rectification, verifactuInvoiceType } from '../domain/invoice-rules';
import { type AltaInvoice } from '../domain/verifactu/registration-record';

interface RectificationRow {
  reason: RectificationReason | null;
  kind: RectificationKind | null;
  original_status: InvoiceStatus | null;
  original_series: InvoiceSeries | null;
  original_reason: RectificationReason | null;
  original_number: string | null;
  original_issue_date: string | null;
  original_base_cents: string | null;
  original_vat_cents: string | null;
}

/**
 * What a rectifying draft says of the invoice it corrects: for the issue rules (is the original
 * issued, does the reason fit its type) and for its VERI*FACTU record (the rectified invoice's
 * number and date; by substitution, the original's base and quota).
 */
export async function readRectification(
  em: EntityManager,
  invoiceId: string,
): Promise<{ rule: Rectification; record: AltaInvoice['rectification'] }> {
  const [row] = await runSql<RectificationRow>(
    em,
    `select r.rectification_reason as reason, r.rectification_kind as kind,
            o.status as original_status, o.series as original_series,
            o.rectification_reason as original_reason, o.number as original_number,
            o.issue_date::text as original_issue_date, o.base_cents as original_base_cents,
            o.vat_cents as original_vat_cents
       from invoice r left join invoice o on o.id = r.rectified_invoice_id
      where r.id = $1`,
    [invoiceId],
  );
  const original =
    row.original_status && row.original_series
      ? {
          status: row.original_status,
          type: verifactuInvoiceType(row.original_series, row.original_reason),
        }
      : null;
  const rule: Rectification = { original, reason: row.reason, kind: row.kind };
  const record: AltaInvoice['rectification'] =
    row.kind && row.original_number && row.original_issue_date
      ? {
          kind: row.kind,
          rectified: [{ number: row.original_number, issueDate: row.original_issue_date }],
          substituted:
            row.kind === 'S'
              ? {
                  baseCents: Number(row.original_base_cents),
                  vatCents: Number(row.original_vat_cents),
                }
              : undefined,
        }
      : null;
  return { rule, record };
}
