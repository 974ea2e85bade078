// ── Vehicle reception and customer receipts (/vehicle-reception, /customer-receipts, issue 19) ────

/** The outline the damage diagram draws: the vehicle's body type. */
export const BODY_TYPES = ['turismo', 'suv', 'furgoneta', 'moto'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** What a mark on the damage diagram records. */
export const DAMAGE_KINDS = ['scratch', 'dent', 'broken', 'other'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

/** The fuel gauge at reception, in eighths of a tank (0 = reserve, 8 = full). */
export const FUEL_LEVEL_MAX = 8;

/** A receipt's life: the car is in the workshop, the work is done (customer told), handed back. */
export const RECEIPT_STATUSES = ['received', 'ready', 'delivered'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** Whether the customer wants an estimate before work, or renounced it in writing. */
export const RECEPTION_ESTIMATE_CHOICES = ['wanted', 'renounced'] as const;
export type ReceptionEstimateChoice = (typeof RECEPTION_ESTIMATE_CHOICES)[number];

/** Limits of a reception photo (checked by content on upload). */
export const RECEIPT_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const RECEIPT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const RECEIPT_PHOTOS_MAX = 30;
/** The signature's PNG (a data URL's bytes) may not be larger than this. */
export const SIGNATURE_PNG_MAX_BYTES = 512 * 1024;

/**
 * One mark on the damage diagram. `x` and `y` are fractions (0–1) of the outline's width and
 * height, so the screen and the PDF place it on the same spot whatever their size.
 */
export interface DamageMark {
  /** Client-made id (uuid), so photos can name their mark before the receipt exists. */
  id: string;
  x: number;
  y: number;
  kind: DamageKind;
  note: string;
}

/** A point of a stroke as signature_pad records it (CSS pixels of its canvas, ms timestamp). */
export interface SignaturePoint {
  x: number;
  y: number;
  time: number;
  pressure?: number;
}

/** One stroke (signature_pad's PointGroup, kept whole so the signature can be redrawn). */
export interface SignatureStroke {
  points: SignaturePoint[];
  [option: string]: unknown;
}

/** A drawn signature: its strokes and the PNG the customer saw (a `data:image/png;base64,` URL). */
export interface SignatureInput {
  strokes: SignatureStroke[];
  png: string;
  /** Who signed (the customer or the person bringing the car). */
  signer_name: string;
}

/** POST /api/customer-receipts: the reception confirmed on the tablet. */
export interface NewReceptionInput {
  appointment_id?: string | null;
  customer_id: string;
  vehicle_id: string;
  /** An open order of this vehicle to link instead of opening a new one. */
  work_order_id?: string | null;
  odometer_km: number;
  /** Set when the advisor confirmed a figure below the vehicle's last reading. */
  odometer_confirmed_lower?: boolean;
  fuel_level: number;
  body_type: BodyType;
  damages: DamageMark[];
  belongings: string;
  complaint: string;
  requested_work: string;
  estimate: ReceptionEstimateChoice;
  /** ISO date (YYYY-MM-DD) the car is expected back. */
  expected_delivery_date: string;
  signature: SignatureInput;
}

/** A photo of the receipt (GET /api/customer-receipts/{id}/photos/{photo_id} serves the file). */
export interface ReceiptPhotoView {
  id: string;
  damage_id: string | null;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

/** A row of GET /api/customer-receipts. */
export interface CustomerReceiptListItem {
  id: string;
  /** R-2026-00001 */
  number: string;
  status: ReceiptStatus;
  received_at: string;
  customer_id: string;
  customer_name: string;
  vehicle_id: string;
  license_plate: string;
  vehicle_label: string;
  work_order_id: string;
  work_order_number: string;
  expected_delivery_date: string;
}

/** GET /api/customer-receipts/{id}. */
export interface CustomerReceiptView extends CustomerReceiptListItem {
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
  signed_at: string;
  /** SHA-256 (hex) of the resguardo PDF as issued. */
  document_sha256: string;
  customer_email: string | null;
  ready_at: string | null;
  /** The day storage may start being charged (3 working days after the notice), once ready. */
  storage_charged_from: string | null;
  delivered_at: string | null;
  delivery_odometer_km: number | null;
  delivery_signer_name: string | null;
  delivery_document_sha256: string | null;
  photos: ReceiptPhotoView[];
  created_by_name: string | null;
  version: number;
}

/** POST /api/customer-receipts/{id}/deliver. */
export interface DeliverReceiptInput {
  odometer_km: number;
  signature: SignatureInput;
  notes?: string;
}

/** Realtime: a receipt was created or changed (room `receipts`). */
export const RECEIPT_EVENT = {
  Created: 'CustomerReceiptCreated',
  Ready: 'CustomerReceiptReady',
  Delivered: 'CustomerReceiptDelivered',
} as const;

/** Every receipt event's payload: enough for the vehicle's odometer and the booking's status. */
export interface CustomerReceiptEventPayload {
  id: string;
  number: string;
  status: ReceiptStatus;
  appointment_id: string | null;
  customer_id: string;
  vehicle_id: string;
  work_order_id: string;
  /** The odometer at this step: received (km in) or delivered (km out). */
  odometer_km: number;
}

/** `receipt.changed`: which receipt changed (the client refetches it). */
export interface ReceiptChangedPayload {
  id: string;
  status: ReceiptStatus;
}
