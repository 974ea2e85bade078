import { type EntityManager } from '@mikro-orm/postgresql';
import { type CustomerReceiptEventPayload, type ReceiptStatus } from '@px/contracts';
import { NotFoundError, runSql } from '@px/platform';
import { RECEIPT_NOT_FOUND } from '../domain/reception-refusals';

/** What a change of a receipt reads under its row lock. */
export interface LockedReceipt {
  id: string;
  number: string;
  status: ReceiptStatus;
  appointment_id: string | null;
  customer_id: string;
  vehicle_id: string;
  work_order_id: string;
  odometer_km: number;
  version: number;
}

/** The receipt, locked until the command commits (404 when it does not exist). */
export async function lockReceipt(em: EntityManager, id: string): Promise<LockedReceipt> {
  const [row] = await runSql<LockedReceipt>(
    em,
    `select id, number, status, appointment_id, customer_id, vehicle_id, work_order_id,
            odometer_km, version
       from customer_receipt where id = $1 for update`,
    [id],
  );
  if (!row) throw new NotFoundError(RECEIPT_NOT_FOUND);
  return row;
}

/** The event payload of a receipt at `status`, with the odometer of that step. */
export function receiptEventPayload(
  receipt: LockedReceipt,
  status: ReceiptStatus,
  odometerKm: number,
): CustomerReceiptEventPayload {
  return {
    id: receipt.id,
    number: receipt.number,
    status,
    appointment_id: receipt.appointment_id,
    customer_id: receipt.customer_id,
    vehicle_id: receipt.vehicle_id,
    work_order_id: receipt.work_order_id,
    odometer_km: odometerKm,
  };
}
