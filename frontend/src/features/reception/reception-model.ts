/**
 * The tablet reception's rules as the screen applies them before sending (the API checks them
 * again): which step may be left, the odometer warning, the body type a vehicle suggests, and the
 * request body.
 */
import type {
  BodyType,
  DamageMark,
  NewReceptionInput,
  ReceptionEstimateChoice,
  SignatureStroke,
} from '@px/contracts';

export const RECEPTION_STEPS = ['vehicle', 'condition', 'work', 'sign'] as const;
export type ReceptionStep = (typeof RECEPTION_STEPS)[number];

/** A photo taken during the reception, uploaded once the receipt exists. */
export interface PendingPhoto {
  key: string;
  file: File;
  damageId: string | null;
}

export interface ReceptionDraft {
  appointmentId: string | null;
  customerId: string | null;
  vehicleId: string | null;
  /** An open order of the vehicle to link; null opens a new one. */
  workOrderId: string | null;
  /** The vehicle's last odometer reading (null: none on record). */
  lastKm: number | null;
  odometerKm: number | null;
  confirmedLower: boolean;
  fuelLevel: number | null;
  bodyType: BodyType;
  damages: DamageMark[];
  photos: PendingPhoto[];
  belongings: string;
  complaint: string;
  requestedWork: string;
  estimate: ReceptionEstimateChoice | null;
  expectedDeliveryDate: string | null;
  signerName: string;
  signature: { strokes: SignatureStroke[]; png: string } | null;
}

export function emptyDraft(): ReceptionDraft {
  return {
    appointmentId: null,
    customerId: null,
    vehicleId: null,
    workOrderId: null,
    lastKm: null,
    odometerKm: null,
    confirmedLower: false,
    fuelLevel: null,
    bodyType: 'turismo',
    damages: [],
    photos: [],
    belongings: '',
    complaint: '',
    requestedWork: '',
    estimate: null,
    expectedDeliveryDate: null,
    signerName: '',
    signature: null,
  };
}

/** The odometer is lower than the last reading and the advisor has not confirmed it. */
export function odometerNeedsConfirmation(draft: ReceptionDraft): boolean {
  return (
    draft.odometerKm !== null &&
    draft.lastKm !== null &&
    draft.odometerKm < draft.lastKm &&
    !draft.confirmedLower
  );
}

/** The message ids of what is missing to leave `step` (empty: it may be left). */
export function stepProblems(step: ReceptionStep, draft: ReceptionDraft): string[] {
  const problems: string[] = [];
  if (step === 'vehicle') {
    if (!draft.vehicleId || !draft.customerId) problems.push('reception.flow.needVehicle');
  }
  if (step === 'condition') {
    if (draft.odometerKm === null) problems.push('reception.flow.needOdometer');
    else if (odometerNeedsConfirmation(draft)) problems.push('reception.flow.confirmLower');
    if (draft.fuelLevel === null) problems.push('reception.flow.needFuel');
  }
  if (step === 'work') {
    if (!draft.complaint.trim() && !draft.requestedWork.trim()) {
      problems.push('reception.flow.needComplaint');
    }
    if (!draft.estimate) problems.push('reception.flow.needEstimate');
    if (!draft.expectedDeliveryDate) problems.push('reception.flow.needDelivery');
  }
  if (step === 'sign') {
    if (draft.signerName.trim().length < 2) problems.push('reception.flow.needSigner');
    if (!draft.signature) problems.push('reception.flow.needSignature');
  }
  return problems;
}

/** The body type a vehicle's model suggests (the advisor can change it). */
export function suggestedBodyType(make: string, model: string): BodyType {
  const text = `${make} ${model}`.toLowerCase();
  if (/moto|scooter|vespa|yamaha mt|honda cb|ducati|harley|kawasaki|ktm/.test(text)) return 'moto';
  if (
    /transit|sprinter|vito|trafic|kangoo|berlingo|partner|ducato|master|crafter|caddy|vivaro|jumpy|boxer|daily/.test(
      text,
    )
  ) {
    return 'furgoneta';
  }
  if (
    /suv|x[1-7]\b|q[2-8]\b|tiguan|qashqai|tucson|sportage|rav4|kuga|3008|5008|ateca|arona|kodiaq|karoq|duster|t-roc|cx-|captur|juke|x-trail|touareg|xc[4-9]0|cayenne|macan|range rover|discovery|wrangler|grand cherokee/.test(
      text,
    )
  ) {
    return 'suv';
  }
  return 'turismo';
}

/** POST /api/customer-receipts's body (every step passed). */
export function receptionInput(draft: ReceptionDraft): NewReceptionInput {
  return {
    appointment_id: draft.appointmentId,
    customer_id: draft.customerId!,
    vehicle_id: draft.vehicleId!,
    work_order_id: draft.workOrderId,
    odometer_km: draft.odometerKm!,
    odometer_confirmed_lower: draft.confirmedLower || undefined,
    fuel_level: draft.fuelLevel!,
    body_type: draft.bodyType,
    damages: draft.damages,
    belongings: draft.belongings.trim(),
    complaint: draft.complaint.trim(),
    requested_work: draft.requestedWork.trim(),
    estimate: draft.estimate!,
    expected_delivery_date: draft.expectedDeliveryDate!,
    signature: {
      strokes: draft.signature!.strokes,
      png: draft.signature!.png,
      signer_name: draft.signerName.trim(),
    },
  };
}
