import {
  type ApiFieldError,
  addDays,
  type DamageMark,
  isoWeekday,
  DAMAGE_KINDS,
  FUEL_LEVEL_MAX,
  type LocalDate,
  type SignatureInput,
  SIGNATURE_PNG_MAX_BYTES,
} from '@px/contracts';

/** Most marks one diagram takes (beyond it the car needs a written report, not taps). */
export const MAX_DAMAGE_MARKS = 40;
export const MAX_NOTE_LENGTH = 300;
export const MAX_TEXT_LENGTH = 4_000;
export const MAX_SIGNER_NAME_LENGTH = 160;
export const MAX_ODOMETER_KM = 2_000_000;

/** R-2026-00001: the receipt's number in its year. */
export function formatReceiptNumber(year: number, sequence: number): string {
  return `R-${year}-${String(sequence).padStart(5, '0')}`;
}

const error = (field: string, code: string, message: string): ApiFieldError => ({
  field,
  code,
  message,
});

/**
 * The odometer at reception. It never goes below the vehicle's last reading unless the advisor
 * confirms it (a replaced cluster, an earlier typing error): the screen asks, the API insists.
 */
export function receptionOdometerProblem(input: {
  km: number;
  lastKm: number | null;
  confirmedLower: boolean;
}): ApiFieldError | null {
  const { km, lastKm, confirmedLower } = input;
  if (!Number.isInteger(km) || km < 0 || km > MAX_ODOMETER_KM) {
    return error(
      'odometer_km',
      'odometer_range',
      `El kilometraje debe ser un número entero entre 0 y ${MAX_ODOMETER_KM.toLocaleString('es-ES')}.`,
    );
  }
  if (lastKm !== null && km < lastKm && !confirmedLower) {
    return error(
      'odometer_km',
      'odometer_lower',
      `El kilometraje (${km.toLocaleString('es-ES')} km) es menor que la última lectura ` +
        `(${lastKm.toLocaleString('es-ES')} km). Confírmalo si es correcto.`,
    );
  }
  return null;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/** The PNG inside a `data:image/png;base64,` URL when it is one (checked by its bytes). */
export function pngOfDataUrl(url: string): Buffer | null {
  const match = PNG_DATA_URL.exec(url);
  if (!match) return null;
  const bytes = Buffer.from(match[1], 'base64');
  return bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC) ? bytes : null;
}

/** A drawn signature: someone's name, at least one stroke, and its PNG (not too big). */
export function signatureProblems(
  signature: SignatureInput | null | undefined,
  field = 'signature',
): ApiFieldError[] {
  if (!signature) return [error(field, 'signature_missing', 'Falta la firma del cliente.')];
  const problems: ApiFieldError[] = [];
  const name = signature.signer_name?.trim() ?? '';
  if (name.length < 2 || name.length > MAX_SIGNER_NAME_LENGTH) {
    problems.push(
      error(`${field}.signer_name`, 'signer_name', 'Escribe el nombre de quien firma.'),
    );
  }
  const strokes = Array.isArray(signature.strokes) ? signature.strokes : [];
  const drawn = strokes.some((stroke) => Array.isArray(stroke?.points) && stroke.points.length);
  if (!drawn) {
    problems.push(error(`${field}.strokes`, 'signature_missing', 'Falta la firma del cliente.'));
    return problems;
  }
  const png = typeof signature.png === 'string' ? pngOfDataUrl(signature.png) : null;
  if (!png) {
    problems.push(error(`${field}.png`, 'signature_png', 'La imagen de la firma no es válida.'));
  } else if (png.length > SIGNATURE_PNG_MAX_BYTES) {
    problems.push(
      error(`${field}.png`, 'signature_png_size', 'La imagen de la firma es demasiado grande.'),
    );
  }
  return problems;
}

/** Marks inside the diagram, of a known kind, with short notes and distinct ids. */
export function damageProblems(marks: readonly DamageMark[]): ApiFieldError[] {
  if (marks.length > MAX_DAMAGE_MARKS) {
    return [
      error(
        'damages',
        'too_many',
        `Como máximo ${MAX_DAMAGE_MARKS} marcas de daños por recepción.`,
      ),
    ];
  }
  const problems: ApiFieldError[] = [];
  const ids = new Set<string>();
  marks.forEach((mark, index) => {
    const at = `damages.${index}`;
    const inside = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;
    if (!inside(mark.x) || !inside(mark.y)) {
      problems.push(error(at, 'outside', 'La marca está fuera del dibujo del vehículo.'));
    }
    if (!(DAMAGE_KINDS as readonly string[]).includes(mark.kind)) {
      problems.push(error(`${at}.kind`, 'isIn', 'Elige el tipo de daño.'));
    }
    if (typeof mark.note !== 'string' || mark.note.length > MAX_NOTE_LENGTH) {
      problems.push(
        error(
          `${at}.note`,
          'maxLength',
          `La nota admite ${MAX_NOTE_LENGTH} caracteres como máximo.`,
        ),
      );
    }
    if (ids.has(mark.id)) problems.push(error(`${at}.id`, 'duplicate', 'Marca repetida.'));
    ids.add(mark.id);
  });
  return problems;
}

/** The fuel gauge in eighths. */
export function fuelLevelProblem(level: number): ApiFieldError | null {
  return Number.isInteger(level) && level >= 0 && level <= FUEL_LEVEL_MAX
    ? null
    : error('fuel_level', 'fuel_level', 'Indica el nivel de combustible.');
}

/** The promised day cannot be before today (Madrid). */
export function expectedDeliveryProblem(date: LocalDate, today: LocalDate): ApiFieldError | null {
  return date < today
    ? error(
        'expected_delivery_date',
        'past_date',
        'La fecha prevista de entrega no puede ser anterior a hoy.',
      )
    : null;
}

/** How many working days after the notice the car is kept for free (DOMAIN). */
export const FREE_STORAGE_WORKING_DAYS = 3;

/**
 * The first day storage may be charged: the customer was told the car is ready on `noticeDay`,
 * and the next FREE_STORAGE_WORKING_DAYS working days (Monday to Friday, not a holiday) are free.
 */
export function storageChargedFrom(
  noticeDay: LocalDate,
  holidays: ReadonlySet<LocalDate>,
): LocalDate {
  let day = noticeDay;
  let free = 0;
  while (free < FREE_STORAGE_WORKING_DAYS) {
    day = addDays(day, 1);
    if (isoWeekday(day) <= 5 && !holidays.has(day)) free += 1;
  }
  return addDays(day, 1);
}

/** The work order's title when reception opens one: the requested work's first line, short. */
export function orderTitleOf(requestedWork: string, complaint: string): string {
  const first = (requestedWork.trim() || complaint.trim()).split('\n')[0].trim();
  if (!first) return 'Recepción de vehículo';
  return first.length > 120 ? `${first.slice(0, 117)}…` : first;
}
