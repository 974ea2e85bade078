import { type EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { insertDraft, invoiceDraftOf, issueDraft, recordPayment } from '@px/billing';
import {
  type InvoiceDraftInput,
  type InvoiceLineType,
  type PaymentMethod,
  addDays,
  formatWorkOrderNumber,
  isValidSpanishTaxId,
  localDate,
} from '@px/contracts';
import { readAppVersion, runSql } from '@px/platform';
import { type WorkshopProfile } from '@px/system';
import { generator } from './demo-random';

/** How many of the latest completed orders the demo office has invoiced. */
const INVOICED_ORDERS = 60;
/** A ticket (series S) only up to 400 € VAT included (RD 1619/2012 art. 4.1). */
const SIMPLIFIED_MAX_CENTS = 40_000;
const HOUR = 3_600_000;

interface CompletedOrderRow {
  id: string;
  number: number;
  completed_at: string;
  customer_id: string;
  customer_type: 'person' | 'company';
  customer_name: string;
  nif: string | null;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  license_plate: string;
  total_cents: string;
}

interface OrderLineRow {
  id: string;
  work_order_id: string;
  type: InvoiceLineType;
  name: string;
  quantity: string;
  unit_price_cents: string;
  discount_percent: string;
  vat_percent: string;
}

const addressOf = (row: CompletedOrderRow) =>
  [row.address, `${row.postal_code} ${row.city}`.trim(), row.province]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

/**
 * The office's invoices for the demo's latest completed orders, drafted, numbered, chained
 * (VERI*FACTU) and paid by @px/billing's own transaction steps, in the order they happened:
 * companies on an ordinary invoice (F) due in 30 days, small jobs of private customers on a ticket
 * (S); most paid at delivery by card, cash or Bizum, a company's transfer still pending and one
 * overdue; one invoice rectified by differences (a discount not applied); and the newest order's
 * invoice still a draft. Skipped once any invoice exists, or without the workshop's tax details.
 */
export class DemoInvoicesSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const [existing] = await runSql(em, 'select 1 from invoice limit 1');
    if (existing) return;
    const [workshop] = await runSql<WorkshopProfile>(
      em,
      `select name, legal_name, nif, address_line, postal_code, city, province, phone, email,
              registry_number from workshop limit 1`,
    );
    if (!workshop?.nif) return;
    const orders = (
      await runSql<CompletedOrderRow>(
        em,
        `select o.id, o.number, o.completed_at, o.customer_id, c.type as customer_type,
                o.customer_name, c.nif, c.address, c.postal_code, c.city, c.province,
                o.license_plate, o.total_cents
           from work_order o join customer c on c.id = o.customer_id
          where o.status = 'completed' and o.completed_at is not null
          order by o.completed_at desc limit $1`,
        [INVOICED_ORDERS],
      )
    ).reverse();
    if (!orders.length) return;
    const lines = await runSql<OrderLineRow>(
      em,
      `select id, work_order_id, type, name, quantity, unit_price_cents, discount_percent,
              vat_percent
         from work_order_line
        where work_order_id in (select jsonb_array_elements_text($1::jsonb)::uuid)
        order by position`,
      [JSON.stringify(orders.map((order) => order.id))],
    );
    const random = generator(2026_21);
    const version = readAppVersion();
    const now = new Date();
    // Issued a few hours after each order was completed, in that order, an hour ago at the latest:
    // numbers and the VERI*FACTU chain follow the time of issue.
    let previous = 0;
    const issueTimes = orders.map((order) => {
      const wanted = new Date(order.completed_at).getTime() + random.int(1, 4) * HOUR;
      previous = Math.max(previous + 60_000, Math.min(wanted, now.getTime() - HOUR));
      return new Date(previous);
    });
    const rectifiable: {
      id: string;
      order: CompletedOrderRow;
      input: InvoiceDraftInput;
      baseCents: number;
    }[] = [];

    for (const [index, order] of orders.entries()) {
      const orderLines = lines.filter((line) => line.work_order_id === order.id);
      if (!orderLines.length) continue;
      const company = order.customer_type === 'company';
      const identified = !!order.nif && isValidSpanishTaxId(order.nif);
      const series =
        !company && Number(order.total_cents) <= SIMPLIFIED_MAX_CENTS && random.next() < 0.3
          ? 'S'
          : 'F';
      // An ordinary invoice needs the recipient's NIF: without one the order waits to be invoiced.
      if (series === 'F' && !identified) continue;
      const issuedAt = issueTimes[index];
      const issueDay = localDate(issuedAt);
      const input: InvoiceDraftInput = {
        series,
        customer_id: order.customer_id,
        recipient:
          series === 'F' || identified
            ? { name: order.customer_name, tax_id: order.nif, address: addressOf(order) }
            : null,
        due_date: company ? addDays(issueDay, 30) : issueDay,
        payment_terms: company
          ? 'Transferencia a 30 días'
          : 'Al contado, a la entrega del vehículo',
        notes: `Orden de trabajo ${formatWorkOrderNumber(order.number)} · ${order.license_plate}`,
        lines: orderLines.map((line) => ({
          type: line.type,
          description: line.name,
          quantity: Number(line.quantity),
          unit_price_cents: Number(line.unit_price_cents),
          discount_percent: Number(line.discount_percent),
          vat_percent: Number(line.vat_percent),
        })),
      };
      const checked = invoiceDraftOf(input);
      if ('problems' in checked) {
        throw new Error(`demo invoices: ${JSON.stringify(checked.problems)}`);
      }
      const draft = {
        ...checked.draft,
        lines: checked.draft.lines.map((line, i) => ({
          ...line,
          workOrderLineId: orderLines[i].id,
        })),
      };
      const { id } = await insertDraft(em, draft, null, { work_order_id: order.id });
      // The newest order's invoice is still being reviewed by the office.
      if (index === orders.length - 1) continue;
      await issueDraft(em, { id, version: null, actorId: null, at: issuedAt }, workshop, version);

      const total = draft.totals.totalCents;
      const overdue = company && addDays(issueDay, 30) < localDate(now);
      // Companies pay by transfer within 30 days (one of the older ones has not: overdue); the
      // rest pay at delivery.
      if (company) {
        if (overdue && random.next() < 0.25) continue;
        if (!overdue && random.next() < 0.6) continue;
        const paidAt = new Date(
          Math.min(issuedAt.getTime() + random.int(5, 28) * 24 * HOUR, now.getTime()),
        );
        await pay(em, id, total, 'transfer', paidAt);
      } else {
        const method: PaymentMethod =
          total >= 100_000 ? 'card' : random.pick(['card', 'card', 'cash', 'bizum'] as const);
        if (random.next() < 0.1) {
          // Half now, the rest on the next visit (still owed).
          await pay(em, id, Math.round(total / 2), method, issuedAt);
        } else {
          await pay(em, id, total, method, issuedAt);
        }
      }

      if (series === 'F') rectifiable.push({ id, order, input, baseCents: draft.totals.baseCents });
    }

    // One ordinary invoice corrected half an hour ago (the chain's newest record): the regular
    // customer's discount was not applied (R4, by differences).
    const corrected = rectifiable[Math.floor(rectifiable.length / 2)];
    if (!corrected) return;
    const credit = invoiceDraftOf({
      series: 'R',
      customer_id: corrected.order.customer_id,
      recipient: corrected.input.recipient,
      notes: `Rectifica la factura de la orden ${formatWorkOrderNumber(corrected.order.number)}: descuento de cliente habitual no aplicado.`,
      lines: [
        {
          type: 'other',
          description: 'Descuento de cliente habitual (5 %) no aplicado',
          quantity: -1,
          unit_price_cents: Math.round(corrected.baseCents * 0.05),
          vat_percent: 21,
        },
      ],
    });
    if ('problems' in credit) throw new Error(`demo invoices: ${JSON.stringify(credit.problems)}`);
    const { id } = await insertDraft(em, credit.draft, null, {
      rectified_invoice_id: corrected.id,
      rectification_reason: 'R4',
      rectification_kind: 'I',
    });
    const at = new Date(now.getTime() - HOUR / 2);
    await issueDraft(em, { id, version: null, actorId: null, at }, workshop, version);
  }
}

async function pay(
  em: EntityManager,
  invoiceId: string,
  amountCents: number,
  method: PaymentMethod,
  at: Date,
): Promise<void> {
  await recordPayment(em, {
    invoiceId,
    payment: { amount_cents: amountCents, method, paid_on: localDate(at), reference: null },
    actorId: null,
    at,
  });
}
