import { createHash, randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import {
  type DamageMark,
  DAMAGE_KINDS,
  addDays,
  formatWorkOrderNumber,
  localDate,
} from '@px/contracts';
import { runSql } from '@px/platform';
import {
  renderDeliveryRecordPdf,
  renderDepositReceiptPdf,
  signaturePng,
  storageChargedFrom,
} from '@px/reception';
import { type WorkshopProfile } from '@px/system';
import { type DemoRandom, generator } from './demo-random';

interface OrderRow {
  id: string;
  number: number;
  status: string;
  customer_id: string;
  customer_name: string;
  nif: string | null;
  phone: string | null;
  mobile_phone: string | null;
  email: string | null;
  address: string;
  postal_code: string;
  city: string;
  vehicle_id: string;
  license_plate: string;
  make: string;
  model: string;
  vin: string | null;
  odometer_km: number | null;
  complaint: string;
  requested_work: string;
  created_at: Date;
}

const NOTES = ['Aleta delantera', 'Paragolpes trasero', 'Puerta del conductor', '', 'Retrovisor'];
const BELONGINGS = ['Silla infantil', 'Documentación del vehículo', '', 'Paraguas y cargador'];
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Deposit receipts for the demo's open orders (received, one ready) and for one completed order
 * (delivered), with their damage marks, signatures and PDFs issued as reception issues them, so
 * /customer-receipts has something to show. Skipped once any receipt exists.
 */
export class DemoReceiptsSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const [existing] = await runSql(em, 'select 1 from customer_receipt limit 1');
    if (existing) return;
    const [workshop] = await runSql<WorkshopProfile>(
      em,
      `select name, legal_name, nif, address_line, postal_code, city, province, phone, email,
              registry_number from workshop limit 1`,
    );
    const orders = await runSql<OrderRow>(
      em,
      `(select o.id, o.number, o.status, o.customer_id, o.customer_name, c.nif, c.phone,
               c.mobile_phone, c.email, c.address, c.postal_code, c.city, o.vehicle_id,
               v.license_plate, v.make, v.model, v.vin, v.odometer_km, o.complaint,
               o.requested_work, o.created_at
          from work_order o join customer c on c.id = o.customer_id
          join vehicle v on v.id = o.vehicle_id
         where o.status in ('open', 'in_progress') order by o.created_at desc limit 4)
       union all
       (select o.id, o.number, o.status, o.customer_id, o.customer_name, c.nif, c.phone,
               c.mobile_phone, c.email, c.address, c.postal_code, c.city, o.vehicle_id,
               v.license_plate, v.make, v.model, v.vin, v.odometer_km, o.complaint,
               o.requested_work, o.created_at
          from work_order o join customer c on c.id = o.customer_id
          join vehicle v on v.id = o.vehicle_id
         where o.status = 'completed' order by o.created_at desc limit 1)`,
    );
    const random = generator(19);
    for (const [index, order] of orders.entries()) {
      const status =
        order.status === 'completed' ? 'delivered' : index === 1 ? 'ready' : 'received';
      await this.issue(em, workshop ?? null, order, status, index, random);
    }
  }

  private async issue(
    em: EntityManager,
    workshop: WorkshopProfile | null,
    order: OrderRow,
    status: 'received' | 'ready' | 'delivered',
    index: number,
    random: DemoRandom,
  ): Promise<void> {
    // Every step in the past: a delivered car came in three days ago, the others when their
    // order was opened (at the latest an hour ago).
    const now = Date.now();
    const hour = 3_600_000;
    const receivedAt = new Date(
      status === 'delivered'
        ? now - 72 * hour
        : Math.min(new Date(order.created_at).getTime(), now - hour),
    );
    const year = Number(localDate(receivedAt).slice(0, 4));
    const [{ last_number: sequence }] = await runSql<{ last_number: number }>(
      em,
      `insert into customer_receipt_counter (year, last_number) values ($1, 1)
       on conflict (year) do update set last_number = customer_receipt_counter.last_number + 1
       returning last_number`,
      [year],
    );
    const number = `R-${year}-${String(sequence).padStart(5, '0')}`;
    const damages: DamageMark[] = Array.from({ length: index % 3 }, (_, n) => ({
      id: randomUUID(),
      x: 0.3 + 0.2 * n + random.next() * 0.05,
      y: 0.45 + random.next() * 0.1,
      kind: DAMAGE_KINDS[(index + n) % DAMAGE_KINDS.length],
      note: NOTES[(index + n) % NOTES.length],
    }));
    const km = order.odometer_km ?? 50_000 + index * 7_311;
    const signature = signaturePng(400, 150, index + 3);
    const expected = addDays(localDate(receivedAt), 2);
    const orderNumber = formatWorkOrderNumber(order.number);
    const vehicleLabel = [order.make, order.model].filter(Boolean).join(' ');
    const deposit = await renderDepositReceiptPdf({
      number,
      workshop,
      customer: {
        full_name: order.customer_name,
        nif: order.nif,
        phone: order.phone,
        mobile_phone: order.mobile_phone,
        email: order.email,
        address: order.address || null,
        postal_code: order.postal_code,
        city: order.city,
      },
      vehicle: {
        license_plate: order.license_plate,
        make: order.make,
        model: order.model,
        vin: order.vin,
      },
      workOrderNumber: orderNumber,
      odometerKm: km,
      fuelLevel: 2 + (index % 6),
      bodyType: 'turismo',
      damages,
      belongings: BELONGINGS[index % BELONGINGS.length],
      complaint: order.complaint || 'Revisión general',
      requestedWork: order.requested_work,
      estimate: index % 2 ? 'wanted' : 'renounced',
      expectedDeliveryDate: expected,
      signaturePng: signature,
      signerName: order.customer_name,
      signedAt: receivedAt,
    });
    const id = randomUUID();
    const readyAt = status === 'received' ? null : new Date(receivedAt.getTime() + 86_400_000);
    const deliveredAt =
      status === 'delivered' ? new Date(receivedAt.getTime() + 2 * 86_400_000) : null;
    await runSql(
      em,
      `insert into customer_receipt
         (id, number, status, customer_id, customer_name, customer_email, vehicle_id, license_plate,
          vehicle_label, work_order_id, work_order_number, received_at, odometer_km, fuel_level,
          body_type, damages, belongings, complaint, requested_work, estimate,
          expected_delivery_date, signer_name, signature_strokes, signed_at, ready_at,
          storage_charged_from, delivered_at, delivery_odometer_km, delivery_signer_name,
          delivery_signature_strokes, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'turismo', $15::jsonb,
               $16, $17, $18, $19, $20, $5, '[]'::jsonb, $12, $21, $22, $23, $24, $25, $26, $12,
               $12)`,
      [
        id,
        number,
        status,
        order.customer_id,
        order.customer_name,
        order.email,
        order.vehicle_id,
        order.license_plate,
        vehicleLabel,
        order.id,
        orderNumber,
        receivedAt,
        km,
        2 + (index % 6),
        JSON.stringify(damages),
        BELONGINGS[index % BELONGINGS.length],
        order.complaint || 'Revisión general',
        order.requested_work,
        index % 2 ? 'wanted' : 'renounced',
        expected,
        readyAt,
        // Weekdays only (the demo does not read the region's holidays).
        readyAt ? storageChargedFrom(localDate(readyAt), new Set()) : null,
        deliveredAt,
        deliveredAt ? km + 12 : null,
        deliveredAt ? order.customer_name : null,
        deliveredAt ? '[]' : null,
      ],
      'run',
    );
    const documents = [{ kind: 'deposit', pdf: deposit }];
    if (deliveredAt) {
      documents.push({
        kind: 'delivery',
        pdf: await renderDeliveryRecordPdf({
          number,
          workshop,
          customerName: order.customer_name,
          licensePlate: order.license_plate,
          vehicleLabel,
          workOrderNumber: orderNumber,
          receivedAt,
          odometerInKm: km,
          odometerOutKm: km + 12,
          deliveredAt,
          paymentState: 'Pendiente de facturación',
          notes: null,
          signaturePng: signature,
          signerName: order.customer_name,
        }),
      });
    }
    for (const document of documents) {
      await runSql(
        em,
        `insert into customer_receipt_document (receipt_id, kind, pdf, sha256, signature_png)
         values ($1, $2, decode($3, 'hex'), $4, decode($5, 'hex'))`,
        [
          id,
          document.kind,
          document.pdf.toString('hex'),
          sha256(document.pdf),
          signature.toString('hex'),
        ],
        'run',
      );
    }
  }
}
