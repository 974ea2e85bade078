import {
  EMPLOYEE_EVENT,
  type EmployeeCreatedPayload,
  type EmployeeUpdatedPayload,
} from '@px/contracts';
import { DomainEvent } from '@px/platform';

/** A new employee on the staff. */
export class EmployeeCreated extends DomainEvent<EmployeeCreatedPayload> {
  static readonly TYPE = EMPLOYEE_EVENT.EmployeeCreated;
  readonly type = EmployeeCreated.TYPE;
  readonly aggregateType = 'employee';
}

/**
 * An employee's record changed: profile fields, activity (deactivated or reactivated), kiosk PIN
 * (named `kiosk_pin`, never its value) or linked user account. `changed` lists the API names.
 */
export class EmployeeUpdated extends DomainEvent<EmployeeUpdatedPayload> {
  static readonly TYPE = EMPLOYEE_EVENT.EmployeeUpdated;
  readonly type = EmployeeUpdated.TYPE;
  readonly aggregateType = 'employee';
}
