import {
  type ApiFieldError,
  EMPLOYEE_POSITIONS,
  type EmployeePosition,
  type EmployeeTrade,
  KIOSK_PIN_PATTERN,
  LABOR_RATE_CATEGORIES,
  type LaborRateCategory,
  TRADES_OF_POSITION,
  normalizePhone,
} from '@px/contracts';
import { addDays, isLocalDate } from './local-day';
import { checkPersonalTaxId, personalTaxIdErrors } from './spanish-tax-id';

/**
 * An employee's profile as the forms send it (API names): create sends every required field,
 * an edit only what changes. Null clears an optional field; undefined leaves it as it is.
 */
export interface EmployeeFieldsInput {
  code?: string | null;
  first_name?: string;
  last_name?: string;
  nif?: string | null;
  email?: string | null;
  phone?: string | null;
  position?: EmployeePosition;
  trade?: EmployeeTrade;
  hire_date?: string | null;
  hourly_cost_cents?: number;
  labor_rate_category?: LaborRateCategory | null;
}

/** The profile as stored: normalised (NIF upper-case without separators, e-mail lower-case…). */
export interface EmployeeValues {
  /** Null on a new employee without one: the command numbers it (E001, E002…). */
  code: string | null;
  first_name: string;
  last_name: string;
  nif: string | null;
  email: string | null;
  phone: string | null;
  position: EmployeePosition;
  trade: EmployeeTrade;
  hire_date: string | null;
  hourly_cost_cents: number;
  labor_rate_category: LaborRateCategory | null;
}

export type EmployeeFieldsCheck =
  { valid: true; values: EmployeeValues } | { valid: false; errors: ApiFieldError[] };

/** Past this, a cost per hour is a typo (cents: 1.000 €). */
export const MAX_HOURLY_COST_CENTS = 100_000;
/** A hire date this many days ahead at most (a contract signed for next season). */
export const MAX_HIRE_DAYS_AHEAD = 366;
export const EARLIEST_HIRE_DATE = '1950-01-01';

export const EMPLOYEE_FIELD_MESSAGES = {
  firstNameRequired: 'Indica el nombre.',
  firstNameLength: 'El nombre no puede superar los 80 caracteres.',
  lastNameLength: 'Los apellidos no pueden superar los 120 caracteres.',
  code: 'El código debe tener de 1 a 20 letras, cifras, puntos o guiones, sin espacios.',
  email: 'El correo electrónico no es válido.',
  phone: 'El teléfono no es válido (9 cifras, o con prefijo internacional).',
  positionRequired: 'Indica el puesto.',
  position: 'El puesto debe ser mecánico, jefe de taller, recepción, recambios o administración.',
  trade: 'La especialidad no corresponde al puesto.',
  hireDate: 'La fecha de alta no es válida (AAAA-MM-DD).',
  hireDateAhead: 'La fecha de alta no puede ser de dentro de más de un año.',
  hourlyCost: 'El coste por hora debe estar entre 0 y 1.000 € (en céntimos, sin decimales).',
  laborRateCategory: 'La categoría debe ser oficial de 1.ª, 2.ª o 3.ª, especialista o aprendiz.',
} as const;

const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,19}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blankToNull = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/** The trade an employee in `position` ends up with: the one asked for, else the one kept, else the position's own. */
export function tradeForPosition(
  position: EmployeePosition,
  asked: EmployeeTrade | undefined,
  current: EmployeeTrade | null,
): EmployeeTrade | null {
  const allowed = TRADES_OF_POSITION[position];
  if (asked !== undefined) return allowed.includes(asked) ? asked : null;
  return current !== null && allowed.includes(current) ? current : allowed[0];
}

/**
 * Checks and normalises a profile: a new employee's (`current` null: first name and position
 * required) or the changes to one (merged over `current`). Every problem is a Spanish field error
 * on its API field, all of them at once. `today` is the workshop's day ('YYYY-MM-DD').
 */
export function checkEmployeeFields(
  input: EmployeeFieldsInput,
  current: EmployeeValues | null,
  today: string,
): EmployeeFieldsCheck {
  const errors: ApiFieldError[] = [];
  const fail = (field: string, code: string, message: string) =>
    errors.push({ field, code, message });

  let code = current?.code ?? null;
  if (input.code !== undefined) {
    const text = blankToNull(input.code);
    if (text === null && current === null) code = null;
    else if (text === null || !CODE_PATTERN.test(text))
      fail('code', 'employeeCode', EMPLOYEE_FIELD_MESSAGES.code);
    else code = text.toUpperCase();
  }

  let firstName = current?.first_name ?? '';
  if (input.first_name !== undefined || current === null) {
    firstName = (input.first_name ?? '').trim();
    if (firstName === '') fail('first_name', 'required', EMPLOYEE_FIELD_MESSAGES.firstNameRequired);
    else if (firstName.length > 80)
      fail('first_name', 'maxLength', EMPLOYEE_FIELD_MESSAGES.firstNameLength);
  }

  let lastName = current?.last_name ?? '';
  if (input.last_name !== undefined) {
    lastName = (input.last_name ?? '').trim();
    if (lastName.length > 120)
      fail('last_name', 'maxLength', EMPLOYEE_FIELD_MESSAGES.lastNameLength);
  }

  let nif = current?.nif ?? null;
  if (input.nif !== undefined) {
    const text = blankToNull(input.nif);
    if (text === null) nif = null;
    else {
      const check = checkPersonalTaxId(text);
      if (check.valid) nif = check.value;
      else errors.push(...personalTaxIdErrors(text, 'nif'));
    }
  }

  let email = current?.email ?? null;
  if (input.email !== undefined) {
    const text = blankToNull(input.email);
    if (text !== null && (!EMAIL_PATTERN.test(text) || text.length > 254)) {
      fail('email', 'isEmail', EMPLOYEE_FIELD_MESSAGES.email);
    } else email = text?.toLowerCase() ?? null;
  }

  let phone = current?.phone ?? null;
  if (input.phone !== undefined) {
    const text = blankToNull(input.phone);
    const normal = text === null ? null : normalizePhone(text);
    if (text !== null && normal === null) fail('phone', 'isPhone', EMPLOYEE_FIELD_MESSAGES.phone);
    else phone = normal;
  }

  let position = current?.position ?? null;
  if (input.position !== undefined) {
    if ((EMPLOYEE_POSITIONS as readonly string[]).includes(input.position))
      position = input.position;
    else fail('position', 'isIn', EMPLOYEE_FIELD_MESSAGES.position);
  } else if (current === null) {
    fail('position', 'required', EMPLOYEE_FIELD_MESSAGES.positionRequired);
  }

  let trade = current?.trade ?? null;
  if (position !== null) {
    trade = tradeForPosition(position, input.trade, current?.trade ?? null);
    if (trade === null) fail('trade', 'tradeOfPosition', EMPLOYEE_FIELD_MESSAGES.trade);
  }

  let hireDate = current?.hire_date ?? null;
  if (input.hire_date !== undefined) {
    const text = blankToNull(input.hire_date);
    if (text === null) hireDate = null;
    else if (!isLocalDate(text) || text < EARLIEST_HIRE_DATE) {
      fail('hire_date', 'isDate', EMPLOYEE_FIELD_MESSAGES.hireDate);
    } else if (text > addDays(today, MAX_HIRE_DAYS_AHEAD)) {
      fail('hire_date', 'hireDateAhead', EMPLOYEE_FIELD_MESSAGES.hireDateAhead);
    } else hireDate = text;
  }

  let hourlyCost = current?.hourly_cost_cents ?? 0;
  if (input.hourly_cost_cents !== undefined) {
    const cents = input.hourly_cost_cents;
    if (!Number.isInteger(cents) || cents < 0 || cents > MAX_HOURLY_COST_CENTS) {
      fail('hourly_cost_cents', 'hourlyCost', EMPLOYEE_FIELD_MESSAGES.hourlyCost);
    } else hourlyCost = cents;
  }

  let category = current?.labor_rate_category ?? null;
  if (input.labor_rate_category !== undefined) {
    const value = input.labor_rate_category;
    if (value === null) category = null;
    else if ((LABOR_RATE_CATEGORIES as readonly string[]).includes(value)) category = value;
    else fail('labor_rate_category', 'isIn', EMPLOYEE_FIELD_MESSAGES.laborRateCategory);
  }

  if (errors.length || position === null || trade === null) {
    return { valid: false, errors };
  }
  return {
    valid: true,
    values: {
      code,
      first_name: firstName,
      last_name: lastName,
      nif,
      email,
      phone,
      position,
      trade,
      hire_date: hireDate,
      hourly_cost_cents: hourlyCost,
      labor_rate_category: category,
    },
  };
}

/** The API names of the fields whose values differ (what an update event lists). */
export function changedEmployeeFields(before: EmployeeValues, after: EmployeeValues): string[] {
  return (Object.keys(after) as (keyof EmployeeValues)[]).filter(
    (key) => before[key] !== after[key],
  );
}

export const KIOSK_PIN_MESSAGES = {
  format: 'El PIN del quiosco debe tener de 4 a 6 cifras (solo números).',
  weak: 'El PIN del quiosco es demasiado fácil de adivinar: evita cifras repetidas o seguidas (1111, 1234).',
} as const;

/** Whether every digit is the same, or each is one more (or one less) than the one before. */
function isGuessablePin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((digit, index) => digit - digits[index]!);
  return (
    steps.every((step) => step === 0) ||
    steps.every((step) => step === 1) ||
    steps.every((step) => step === -1)
  );
}

/** The 400 of a kiosk PIN that is not 4–6 digits or is trivially guessable (empty when fine). */
export function kioskPinErrors(pin: unknown, field = 'kiosk_pin'): ApiFieldError[] {
  if (typeof pin !== 'string' || !KIOSK_PIN_PATTERN.test(pin)) {
    return [{ field, code: 'kioskPin', message: KIOSK_PIN_MESSAGES.format }];
  }
  if (isGuessablePin(pin))
    return [{ field, code: 'kioskPinWeak', message: KIOSK_PIN_MESSAGES.weak }];
  return [];
}

/** The next generated code after the highest `E<number>` taken: E001, E002… */
export function nextEmployeeCode(highestNumber: number): string {
  return `E${String(highestNumber + 1).padStart(3, '0')}`;
}
