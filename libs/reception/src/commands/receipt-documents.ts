import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type NewReceptionInput } from '@px/contracts';
import { runSql } from '@px/platform';
import { GetWorkOrderBillingQuery } from '@px/billing';
import { GetWorkshopProfileQuery } from '@px/system';
import { renderDeliveryRecordPdf } from '../pdf/delivery-record.pdf';
import { dataFingerprint } from '../pdf/pdf-layout';
import { renderDepositReceiptPdf } from '../pdf/deposit-receipt.pdf';
import { type ReceptionParties } from './reception-parties';

/** A receipt being issued: what the resguardo prints. */
export interface IssuedReceipt {
  id: string;
  number: string;
  input: NewReceptionInput;
  parties: ReceptionParties;
  workOrderId: string;
  workOrderNumber: string;
  receivedAt: Date;
  signaturePng: Buffer;
}

/** A document as issued: its bytes and their SHA-256 (hex). */
export interface IssuedDocument {
  pdf: Buffer;
  sha256: string;
}

const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

/**
 * The receipt's documents: the resguardo de depósito at reception and the acta de entrega at
 * delivery, rendered inside the issuing transaction and kept as issued (the database refuses to
 * change them), each with the SHA-256 of its bytes.
 */
@Injectable()
export class ReceiptDocuments {
  constructor(private readonly queries: QueryBus) {}

  async deposit(receipt: IssuedReceipt): Promise<IssuedDocument> {
    const { input, parties } = receipt;
    const pdf = await renderDepositReceiptPdf({
      number: receipt.number,
      workshop: parties.workshop,
      customer: parties.customer,
      vehicle: parties.vehicle,
      workOrderNumber: receipt.workOrderNumber,
      odometerKm: input.odometer_km,
      fuelLevel: input.fuel_level,
      bodyType: input.body_type,
      damages: input.damages,
      belongings: input.belongings.trim(),
      complaint: input.complaint.trim(),
      requestedWork: input.requested_work.trim(),
      estimate: input.estimate,
      expectedDeliveryDate: input.expected_delivery_date,
      signaturePng: receipt.signaturePng,
      signerName: input.signature.signer_name.trim(),
      signedAt: receipt.receivedAt,
      // What the customer signed for, as data: the PDF prints its hash (a file cannot print its own).
      contentFingerprint: dataFingerprint({
        number: receipt.number,
        work_order_number: receipt.workOrderNumber,
        received_at: receipt.receivedAt,
        ...input,
        signature: { ...input.signature, png: receipt.signaturePng },
      }),
    });
    return { pdf, sha256: sha256(pdf) };
  }

  /** The delivery record of receipt `id`, read after its delivery columns were written. */
  async delivery(em: EntityManager, id: string, signaturePng: Buffer): Promise<IssuedDocument> {
    const [row] = await runSql<DeliveryRow>(
      em,
      `select number, work_order_id, customer_name, license_plate, vehicle_label, work_order_number, received_at,
              odometer_km, delivered_at, delivery_odometer_km, delivery_signer_name, delivery_notes
         from customer_receipt where id = $1`,
      [id],
    );
    const workshop = await this.queries.execute(new GetWorkshopProfileQuery());
    // What the customer still owes for the order, as billing says it now (paid at the counter
    // before signing, or pending).
    const billing = await this.queries.execute(new GetWorkOrderBillingQuery(row.work_order_id));
    const pdf = await renderDeliveryRecordPdf({
      number: row.number,
      workshop,
      customerName: row.customer_name,
      licensePlate: row.license_plate,
      vehicleLabel: row.vehicle_label,
      workOrderNumber: row.work_order_number,
      receivedAt: new Date(row.received_at),
      odometerInKm: row.odometer_km,
      odometerOutKm: row.delivery_odometer_km,
      deliveredAt: new Date(row.delivered_at),
      paymentState: billing.label,
      notes: row.delivery_notes || null,
      signaturePng,
      signerName: row.delivery_signer_name,
    });
    return { pdf, sha256: sha256(pdf) };
  }

  async store(
    em: EntityManager,
    receiptId: string,
    kind: 'deposit' | 'delivery',
    document: IssuedDocument,
    signaturePng: Buffer,
  ): Promise<void> {
    await runSql(
      em,
      `insert into customer_receipt_document (receipt_id, kind, pdf, sha256, signature_png)
       values ($1, $2, decode($3, 'hex'), $4, decode($5, 'hex'))`,
      // Bytes as hex text: the statement is formatted by MikroORM (runSql's note), not bound.
      [
        receiptId,
        kind,
        document.pdf.toString('hex'),
        document.sha256,
        signaturePng.toString('hex'),
      ],
      'run',
    );
  }
}

interface DeliveryRow {
  number: string;
  work_order_id: string;
  customer_name: string;
  license_plate: string;
  vehicle_label: string;
  work_order_number: string;
  received_at: string;
  odometer_km: number;
  delivered_at: string;
  delivery_odometer_km: number;
  delivery_signer_name: string;
  delivery_notes: string;
}
