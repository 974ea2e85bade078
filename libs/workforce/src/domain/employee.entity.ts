import { Entity, type Opt, Property } from '@mikro-orm/core';
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

  get fullName(): Opt<string> {
    return `${this.firstName} ${this.lastName}`.trim();
  }
}
