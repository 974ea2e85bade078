import {
  type BodyType,
  type CustomerReceiptListItem,
  type CustomerReceiptView,
  type DamageMark,
  type ReceiptPhotoView,
  type ReceiptStatus,
  type ReceptionEstimateChoice,
} from '@px/contracts';

/** The list's columns (`r` is customer_receipt). */
export const RECEIPT_LIST_COLUMNS = `r.id, r.number, r.status, r.received_at, r.customer_id,
  r.customer_name, r.vehicle_id, r.license_plate, r.vehicle_label, r.work_order_id,
  r.work_order_number, r.expected_delivery_date::text as expected_delivery_date`;

/** The detail's columns: the list's, the reception's facts, the documents' hashes, the receiver. */
export const RECEIPT_COLUMNS = `${RECEIPT_LIST_COLUMNS}, r.appointment_id, r.odometer_km,
  r.fuel_level, r.body_type, r.damages, r.belongings, r.complaint, r.requested_work, r.estimate,
  r.signer_name, r.signed_at, r.customer_email, r.ready_at,
  r.storage_charged_from::text as storage_charged_from, r.delivered_at, r.delivery_odometer_km,
  r.delivery_signer_name, r.version,
  (select d.sha256 from customer_receipt_document d
    where d.receipt_id = r.id and d.kind = 'deposit') as document_sha256,
  (select d.sha256 from customer_receipt_document d
    where d.receipt_id = r.id and d.kind = 'delivery') as delivery_document_sha256,
  r.created_by`;

export interface ReceiptListRow {
  id: string;
  number: string;
  status: ReceiptStatus;
  received_at: Date;
  customer_id: string;
  customer_name: string;
  vehicle_id: string;
  license_plate: string;
  vehicle_label: string;
  work_order_id: string;
  work_order_number: string;
  expected_delivery_date: string;
}

export interface ReceiptRow extends ReceiptListRow {
  appointment_id: string | null;
  odometer_km: number;
  fuel_level: number;
  body_type: BodyType;
  damages: DamageMark[];
  belongings: string;
  complaint: string;
  requested_work: string;
  estimate: ReceptionEstimateChoice;
  signer_name: string;
  signed_at: Date;
  customer_email: string | null;
  ready_at: Date | null;
  storage_charged_from: string | null;
  delivered_at: Date | null;
  delivery_odometer_km: number | null;
  delivery_signer_name: string | null;
  version: number;
  document_sha256: string;
  delivery_document_sha256: string | null;
  created_by: string | null;
}

const iso = (at: Date | null): string | null => (at ? new Date(at).toISOString() : null);

export function toReceiptListItem(row: ReceiptListRow): CustomerReceiptListItem {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    received_at: iso(row.received_at)!,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    vehicle_id: row.vehicle_id,
    license_plate: row.license_plate,
    vehicle_label: row.vehicle_label,
    work_order_id: row.work_order_id,
    work_order_number: row.work_order_number,
    expected_delivery_date: row.expected_delivery_date,
  };
}

export function toReceiptView(
  row: ReceiptRow,
  photos: ReceiptPhotoView[],
  createdByName: string | null,
): CustomerReceiptView {
  return {
    ...toReceiptListItem(row),
    appointment_id: row.appointment_id,
    odometer_km: row.odometer_km,
    fuel_level: row.fuel_level,
    body_type: row.body_type,
    damages: row.damages,
    belongings: row.belongings,
    complaint: row.complaint,
    requested_work: row.requested_work,
    estimate: row.estimate,
    signer_name: row.signer_name,
    signed_at: iso(row.signed_at)!,
    document_sha256: row.document_sha256,
    customer_email: row.customer_email,
    ready_at: iso(row.ready_at),
    storage_charged_from: row.storage_charged_from,
    delivered_at: iso(row.delivered_at),
    delivery_odometer_km: row.delivery_odometer_km,
    delivery_signer_name: row.delivery_signer_name,
    delivery_document_sha256: row.delivery_document_sha256,
    photos,
    created_by_name: createdByName,
    version: row.version,
  };
}
