import { type EntityManager } from '@mikro-orm/postgresql';
import { type QueryBus } from '@nestjs/cqrs';
import { GetUserRefQuery } from '@px/identity';
import {
  type EventRecorder,
  NotFoundError,
  ValidationError,
  VersionConflictError,
  runSql,
} from '@px/platform';
import { Employee } from '../domain/employee.entity';
import { type EmployeeValues, kioskPinErrors } from '../domain/employee-fields';
import { kioskPinBucket } from '../domain/kiosk-pin';
import {
  EMPLOYEE_NOT_FOUND,
  type EmployeeHolder,
  USER_NOT_FOUND,
  codeTaken,
  deactivationRefusal,
  kioskPinTaken,
  nifTaken,
  userAlreadyLinked,
} from '../domain/employee-refusals';
import { EmployeeUpdated } from '../events/employee.events';
import { hashKioskPin, verifyKioskPin } from '../kiosk-pin-hashing';
import { refusalConflict } from './clock-punch';

// What the employee commands share: loading a record at the version the client read, its profile
// as the rules see it, the uniqueness checks (run before the change: a query after it would
// auto-flush the duplicate first, and the user would get the unique index's generic 409), the
// kiosk PIN's hash, the user link and the activity switch. The partial unique indexes on nif,
// lower(code) and user_id stay as the guarantee under races.

/** The employee inside a command, or 404; with `version`, a stale one is a 409 with the current. */
export async function loadEmployee(
  em: EntityManager,
  id: string,
  version?: number,
): Promise<Employee> {
  const employee = await em.findOne(Employee, { id });
  if (!employee) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
  if (version !== undefined && employee.version !== version) {
    throw new VersionConflictError(employee.version);
  }
  return employee;
}

/** The record's profile as the rules read it. */
export function valuesOf(employee: Employee): EmployeeValues {
  return {
    code: employee.code,
    first_name: employee.firstName,
    last_name: employee.lastName,
    nif: employee.nif,
    email: employee.email,
    phone: employee.phone,
    position: employee.position,
    trade: employee.trade,
    hire_date: employee.hireDate,
    hourly_cost_cents: employee.hourlyCostCents,
    labor_rate_category: employee.laborRateCategory,
  };
}

/** Writes checked values onto the record (the code only once it has one). */
export function writeValues(employee: Employee, values: EmployeeValues): void {
  if (values.code !== null) employee.code = values.code;
  employee.firstName = values.first_name;
  employee.lastName = values.last_name;
  employee.nif = values.nif;
  employee.email = values.email;
  employee.phone = values.phone;
  employee.position = values.position;
  employee.trade = values.trade;
  employee.hireDate = values.hire_date;
  employee.hourlyCostCents = values.hourly_cost_cents;
  employee.laborRateCategory = values.labor_rate_category;
}

const HOLDER_COLUMNS = `id, code, trim(first_name || ' ' || last_name) as full_name`;

/** 409 naming the employee who already has this NIF/NIE or code. */
export async function assertUnique(
  em: EntityManager,
  values: Pick<EmployeeValues, 'nif' | 'code'>,
  exceptId: string | null,
): Promise<void> {
  if (values.nif !== null) {
    const [holder] = await runSql<EmployeeHolder>(
      em,
      `select ${HOLDER_COLUMNS} from employee where nif = $1 and id is distinct from $2`,
      [values.nif, exceptId],
    );
    if (holder) throw refusalConflict(nifTaken(values.nif, holder));
  }
  if (values.code !== null) {
    const [holder] = await runSql<EmployeeHolder>(
      em,
      `select ${HOLDER_COLUMNS} from employee where lower(code) = lower($1) and id is distinct from $2`,
      [values.code, exceptId],
    );
    if (holder) throw refusalConflict(codeTaken(values.code, holder));
  }
}

/** The next free E-number: one more than the highest `E<digits>` code. */
export async function nextCodeNumber(em: EntityManager): Promise<number> {
  const [row] = await runSql<{ highest: number }>(
    em,
    `select coalesce(max(substring(code from '^[Ee]([0-9]{1,9})$')::int), 0) as highest
       from employee where code ~ '^[Ee][0-9]{1,9}$'`,
  );
  return Number(row?.highest ?? 0);
}

/** A kiosk PIN as it is stored: its argon2id hash and its lookup bucket (kiosk-pin.ts). */
export interface KioskPinSecret {
  /** Kept in memory only, to check that no other employee has the same PIN. */
  pin: string;
  hash: string;
  bucket: number;
}

/** The kiosk PIN to store (null removes it); a PIN that is not 4–6 digits, or too easy, is a 400. */
export async function kioskPinOf(pin: string | null): Promise<KioskPinSecret | null> {
  if (pin === null) return null;
  const errors = kioskPinErrors(pin);
  if (errors.length) throw new ValidationError(errors);
  return { pin, hash: await hashKioskPin(pin), bucket: kioskPinBucket(pin) };
}

/** Puts the PIN (or its removal) on the record. */
export function writeKioskPin(employee: Employee, secret: KioskPinSecret | null): void {
  employee.kioskPinHash = secret?.hash ?? null;
  employee.kioskPinBucket = secret?.bucket ?? null;
}

/** Two employees' saves of one bucket's PINs run one at a time (pg_advisory_xact_lock's class). */
const KIOSK_PIN_LOCK = 0x4b50_494e;

/**
 * 409 `kiosk_pin_taken` when another employee (active or not: a reactivated one keeps theirs)
 * already has this PIN, so a PIN names one worker at the kiosk. Only the hashes of the PIN's
 * bucket (and those stored before buckets) are verified, under a lock on the bucket so two saves
 * of the same PIN cannot both pass.
 */
export async function assertKioskPinFree(
  em: EntityManager,
  secret: KioskPinSecret,
  exceptId: string | null,
): Promise<void> {
  await runSql(em, 'select pg_advisory_xact_lock($1, $2)', [KIOSK_PIN_LOCK, secret.bucket]);
  const holders = await runSql<{ kiosk_pin_hash: string }>(
    em,
    `select kiosk_pin_hash from employee
      where kiosk_pin_hash is not null and (kiosk_pin_bucket = $1 or kiosk_pin_bucket is null)
        and id is distinct from $2`,
    [secret.bucket, exceptId],
  );
  for (const holder of holders) {
    if (await verifyKioskPin(holder.kiosk_pin_hash, secret.pin)) {
      throw refusalConflict(kioskPinTaken());
    }
  }
}

/**
 * Whether `userId` may be linked to the employee `employeeId` (null: a new one): the account must
 * exist (asked of identity) and belong to no other employee (one user, one employee).
 */
export async function assertLinkable(
  em: EntityManager,
  queries: QueryBus,
  userId: string,
  employeeId: string | null,
): Promise<void> {
  const user = await queries.execute(new GetUserRefQuery(userId));
  if (!user) {
    throw new ValidationError([{ field: 'user_id', code: 'userExists', message: USER_NOT_FOUND }]);
  }
  const [holder] = await runSql<EmployeeHolder>(
    em,
    `select ${HOLDER_COLUMNS} from employee where user_id = $1 and id is distinct from $2`,
    [userId, employeeId],
  );
  if (holder) throw refusalConflict(userAlreadyLinked(holder));
}

/** A deactivation is refused while the employee is clocked in (their entry is still open). */
export async function assertMayDeactivate(em: EntityManager, employeeId: string): Promise<void> {
  const [open] = await runSql<{ id: string }>(
    em,
    'select id from clock_entry where employee_id = $1 and clock_out is null limit 1',
    [employeeId],
  );
  const refusal = deactivationRefusal(Boolean(open));
  if (refusal) throw refusalConflict(refusal);
}

/** Records EmployeeUpdated for the changed API fields (nothing when none changed). */
export function recordUpdate(
  events: EventRecorder,
  employee: Employee,
  changed: string[],
  actorId: string | null,
): void {
  if (!changed.length) return;
  events.record(
    new EmployeeUpdated(
      employee.id,
      { changed, active: employee.active, user_id: employee.userId },
      actorId,
    ),
  );
}
