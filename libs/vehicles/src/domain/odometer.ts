/** The largest reading the workshop accepts: beyond it the number is a typing error. */
export const MAX_ODOMETER_KM = 2_000_000;

export const ODOMETER_REASON_REQUIRED = 'Indica el motivo de la corrección del kilometraje.';

export interface OdometerReadingInput {
  km: number;
  /** The latest reading on record, null for a vehicle without readings. */
  previousKm: number | null;
  /** A correction may go below the previous reading, and must say why. */
  isCorrection: boolean;
  reason?: string | null;
}

/**
 * Why a reading cannot be recorded, in Spanish; null when it can. Odometers only go up: a lower
 * figure is either a typing error or a corrected earlier mistake, and only the second is recorded.
 */
export function odometerProblem(input: OdometerReadingInput): string | null {
  const { km, previousKm, isCorrection } = input;
  if (!Number.isInteger(km) || km < 0)
    return 'El kilometraje debe ser un número entero de 0 o más.';
  if (km > MAX_ODOMETER_KM) {
    return `El kilometraje no puede superar ${MAX_ODOMETER_KM.toLocaleString('es-ES')} km.`;
  }
  if (isCorrection && (input.reason ?? '').trim().length < 3) {
    return ODOMETER_REASON_REQUIRED;
  }
  if (!isCorrection && previousKm !== null && km < previousKm) {
    return (
      `El kilometraje (${km.toLocaleString('es-ES')} km) es menor que la última lectura ` +
      `(${previousKm.toLocaleString('es-ES')} km). Si la anterior era un error, regístralo como ` +
      'corrección indicando el motivo.'
    );
  }
  return null;
}

/** How far ahead of the server's clock a reading's time may be (the desk's clock may run fast). */
export const READ_AT_TOLERANCE_MS = 60_000;

export const READ_AT_IN_FUTURE = 'La fecha de lectura no puede ser futura.';

/** Whether a reading's time is in the future (beyond the clocks' tolerance). */
export function isFutureReading(readAt: Date, now: Date): boolean {
  return readAt.getTime() > now.getTime() + READ_AT_TOLERANCE_MS;
}

/**
 * Whether a new reading becomes the vehicle's current figure: the vehicle shows the latest one, so
 * an older reading typed late does not replace it; a correction always does (it says the current
 * figure was wrong).
 */
export function becomesCurrentReading(
  reading: { readAt: Date; isCorrection: boolean },
  currentReadAt: Date | null,
): boolean {
  return reading.isCorrection || !currentReadAt || reading.readAt >= currentReadAt;
}
