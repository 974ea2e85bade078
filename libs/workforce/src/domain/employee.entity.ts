import { Entity, type Opt, Property } from '@mikro-orm/core';
import { type EmployeePosition, type LaborRateCategory } from '@px/contracts';
import { BaseEntity } from '@px/platform';

export const TRADES = [
  'mechanic',
  'electrician',
  'bodywork',
  'painter',
  'reception',
  'parts',
  'office',
  'manager',
] as const;
export type Trade = (typeof TRADES)[number];

/**
 * A person on the workshop's payroll. The minimal record SPEC's employee_id points to; the
 * workforce issue adds schedules, absences and the time clock around it.
 */
@Entity({ tableName: 'employee' })
export class Employee extends BaseEntity {
  @Property({ length: 20 })
  code!: string;

  @Property({ length: 80 })
  firstName!: string;

  @Property({ length: 120 })
  lastName: Opt<string> = '';

  @Property({ length: 20 })
  trade!: Trade;

  /** Cost of one hour of this person to the workshop, in cents. */
  @Property()
  hourlyCostCents: Opt<number> = 0;

  @Property()
  active: Opt<boolean> = true;

  /** The login of this employee (identity's user id), if they have one. */
  @Property({ type: 'uuid', nullable: true })
  userId: string | null = null;

  /** NIF or NIE, normalised (upper case, no separators); unique among employees. */
  @Property({ length: 12, nullable: true })
  nif: string | null = null;

  @Property({ length: 254, nullable: true })
  email: string | null = null;

  /** As normalizePhone stores it (9 digits for Spanish numbers). */
  @Property({ length: 20, nullable: true })
  phone: string | null = null;

  /** The job (puesto); `trade` is the specialty work is assigned by. */
  @Property({ length: 20 })
  position: Opt<EmployeePosition> = 'mecanico';

  /** 'YYYY-MM-DD'. */
  @Property({ type: 'date', nullable: true })
  hireDate: string | null = null;

  @Property({ length: 20, nullable: true })
  laborRateCategory: LaborRateCategory | null = null;

  /** argon2id hash of the kiosk PIN; never leaves the server. */
  @Property({ length: 200, nullable: true, hidden: true })
  kioskPinHash: string | null = null;

  /** The PIN's lookup bucket, 0–255 (kiosk-pin.ts); null without a PIN. */
  @Property({ type: 'smallint', nullable: true, hidden: true })
  kioskPinBucket: number | null = null;

  get fullName(): Opt<string> {
    return `${this.firstName} ${this.lastName}`.trim();
  }
}
