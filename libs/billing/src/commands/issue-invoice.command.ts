import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  type InvoiceIssuer,
  type InvoiceSeries,
  isValidSpanishTaxId,
  localDate,
} from '@px/contracts';
import {
  APP_CONFIG,
  type AppConfig,
  CommandTransaction,
  ConflictError,
  ValidationError,
  VersionConflictError,
  drawYearlyNumber,
  runSql,
} from '@px/platform';
import { GetWorkshopProfileQuery } from '@px/system';
import { formatInvoiceNumber } from '../domain/document-number';
import { dueDateProblems } from '../domain/invoice-draft';
import { invoiceIssueProblems, verifactuInvoiceType } from '../domain/invoice-rules';
import { refuseInvoiceTransition } from '../domain/invoice-status';
import { type InvoiceTotals, type VatRate } from '../domain/invoice-totals';
import { buildRegistroAlta } from '../domain/verifactu/registration-record';
import { InvoiceIssued } from '../events/invoice.events';
import { lockInvoice } from './invoice-record';
import { readRectification } from './rectified-original';
import { appendToChain, sistemaInformatico } from './verifactu-chain';

/** POST /api/invoices/{id}/issue: numbers the draft, fixes it and records it for VERI*FACTU. */
export class IssueInvoiceCommand extends Command<void> {
  constructor(
    readonly id: string,
    /** The version the office saw; null: whatever it is now. */
    readonly version: number | null,
    readonly actorId: string | null,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

interface DraftRow {
  series: InvoiceSeries;
  customer_id: string | null;
  recipient_name: string | null;
  recipient_tax_id: string | null;
  recipient_address: string | null;
  operation_date: string | null;
  due_date: string | null;
  base_cents: string;
  vat_cents: string;
  total_cents: string;
  vat_breakdown: { vat_percent: number; base_cents: number; vat_cents: number }[];
  descriptions: string[];
}

@CommandHandler(IssueInvoiceCommand)
export class IssueInvoiceHandler implements ICommandHandler<IssueInvoiceCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ id, version, actorId, at }: IssueInvoiceCommand): Promise<void> {
    // The issuer as the workshop's settings say today (printed on the invoice for good).
    const workshop = await this.queries.execute(new GetWorkshopProfileQuery());
    if (!workshop) {
      throw new ConflictError(
        'Faltan los datos fiscales del taller: complétalos en Administración antes de emitir facturas.',
      );
    }
    await this.commands.run(async (em, events) => {
      const invoice = await lockInvoice(em, id);
      const refused = refuseInvoiceTransition(invoice.status, 'issued');
      if (refused) throw new ConflictError(refused.message, { status: invoice.status });
      if (version !== null && invoice.version !== version) {
        throw new VersionConflictError(invoice.version);
      }
      const [draft] = await runSql<DraftRow>(
        em,
        `select i.series, i.customer_id, i.recipient_name, i.recipient_tax_id, i.recipient_address,
                i.operation_date::text as operation_date, i.due_date::text as due_date, i.base_cents, i.vat_cents, i.total_cents,
                i.vat_breakdown,
                array(select l.description from invoice_line l where l.invoice_id = i.id
                       order by l.position) as descriptions
           from invoice i where i.id = $1`,
        [id],
      );
      const rectifying = draft.series === 'R' ? await readRectification(em, id) : null;
      const totals: InvoiceTotals = {
        breakdown: draft.vat_breakdown.map((row) => ({
          vatRate: row.vat_percent as VatRate,
          baseCents: row.base_cents,
          vatCents: row.vat_cents,
        })),
        baseCents: Number(draft.base_cents),
        vatCents: Number(draft.vat_cents),
        totalCents: Number(draft.total_cents),
      };
      const problems = [
        ...invoiceIssueProblems(
          {
            series: draft.series,
            recipient: {
              name: draft.recipient_name,
              taxId: draft.recipient_tax_id,
              address: draft.recipient_address,
            },
            totalCents: totals.totalCents,
            rectification: rectifying?.rule ?? null,
          },
          isValidSpanishTaxId,
        ),
        ...dueDateProblems(draft.due_date, at),
      ];
      if (draft.descriptions.length === 0) {
        problems.push({ field: 'lines', code: 'required', message: 'Añade al menos una línea.' });
      }
      if (problems.length) {
        throw new ValidationError(
          problems,
          'La factura no se puede emitir: revisa los campos indicados.',
        );
      }
      // The number, then the chain: every issue takes the two locks in this order.
      const { year, sequence } = await drawYearlyNumber(em, 'invoice_counter', at, {
        column: 'series',
        value: draft.series,
      });
      const number = formatInvoiceNumber({ series: draft.series, year, sequence });
      const issueDate = localDate(at);
      const type = verifactuInvoiceType(draft.series, rectifying?.rule.reason ?? null);
      const recipient =
        draft.recipient_name && draft.recipient_tax_id
          ? { name: draft.recipient_name, nif: draft.recipient_tax_id }
          : null;
      await appendToChain(
        em,
        workshop.nif,
        { invoiceId: id, invoiceNumber: number, issueDate },
        (previous) =>
          buildRegistroAlta(
            {
              issuer: { nif: workshop.nif, name: workshop.legal_name },
              number,
              issueDate,
              type,
              operationDate: draft.operation_date,
              description: draft.descriptions.join('; '),
              recipient,
              totals,
              rectification: rectifying?.record ?? null,
            },
            previous,
            sistemaInformatico(workshop, this.config.appVersion),
            at,
          ),
        at,
      );
      const issuer: InvoiceIssuer = {
        name: workshop.name,
        legal_name: workshop.legal_name,
        tax_id: workshop.nif,
        address: `${workshop.address_line}, ${workshop.postal_code} ${workshop.city} (${workshop.province})`,
        registry_number: workshop.registry_number,
      };
      await runSql(
        em,
        `update invoice
            set status = 'issued', year = $2, sequence = $3, number = $4, issue_date = $5,
                issuer = $6, issued_by = $7, issued_at = $8, updated_at = now(),
                version = version + 1
          where id = $1`,
        [id, year, sequence, number, issueDate, JSON.stringify(issuer), actorId, at],
        'run',
      );
      events.record(
        new InvoiceIssued(
          id,
          {
            id,
            series: draft.series,
            number,
            customer_id: draft.customer_id,
            total_cents: totals.totalCents,
          },
          actorId,
          at,
        ),
      );
    });
  }
}
