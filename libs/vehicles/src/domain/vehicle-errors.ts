import { type ApiFieldError } from '@px/contracts';

/** The 404 of a vehicle that does not exist or was deleted. */
export const VEHICLE_NOT_FOUND = 'El vehículo no existe.';

/** The 404 of a service reminder that is not the vehicle's. */
export const REMINDER_NOT_FOUND = 'El recordatorio no existe.';

/** 400 on `customer_id` when the owner is not a live customer. */
export const OWNER_NOT_FOUND: ApiFieldError = {
  field: 'customer_id',
  code: 'exists',
  message: 'El cliente indicado no existe.',
};

/** Why a plate cannot be used: the live vehicle that already has it (in its country). */
export function plateTakenMessage(existing: {
  licensePlate: string;
  make: string;
  model: string;
}): string {
  return `Ya existe un vehículo con la matrícula ${existing.licensePlate}: ${existing.make} ${existing.model}.`;
}

/** Why a VIN cannot be used: the plate of the live vehicle that already has it. */
export function vinTakenMessage(vin: string, existingPlate: string): string {
  return `Ya existe un vehículo con el bastidor ${vin}: ${existingPlate}.`;
}
