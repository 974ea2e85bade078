import { ConflictError, ForbiddenError } from '@px/platform';
import { type ScheduleActor, scheduleReadScope } from '../domain/schedule-access';

/**
 * The employee a read may return (null: everyone), or the 403/409 it is refused with. A null
 * actor is another module asking: it reads what it asks for.
 */
export function readableSchedule(
  actor: ScheduleActor | null,
  requestedEmployeeId: string | null,
): string | null {
  if (!actor) return requestedEmployeeId;
  const scope = scheduleReadScope(actor, requestedEmployeeId);
  if (scope.allowed) return scope.employeeId;
  if (scope.status === 403) throw new ForbiddenError(scope.message);
  throw new ConflictError(scope.message, { code: 'no_employee' });
}
