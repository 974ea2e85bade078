import { type EntityManager } from '@mikro-orm/postgresql';
import { type AppointmentStatus } from '@px/contracts';
import { ConflictError, type DomainEvent, type EventRecorder, runSql } from '@px/platform';
import { type AppointmentEventPayload } from '@px/contracts';
import { refuseTransition } from '../domain/appointment-status';
import { lockAppointment } from './appointment-record';
import { eventPayload } from './booking';

/** The timestamp column each status stamps. */
const STAMPED: Partial<Record<AppointmentStatus, string>> = {
  confirmed: 'confirmed_at',
  checked_in: 'checked_in_at',
  cancelled: 'cancelled_at',
  no_show: 'no_show_at',
  completed: 'completed_at',
};

/**
 * Moves the appointment `id` to `to` (409 with the state machine's sentence when it may not),
 * stamps when, sets `extra` columns, and records the event `eventOf` builds.
 */
export async function changeAppointmentStatus(
  em: EntityManager,
  events: EventRecorder,
  id: string,
  to: AppointmentStatus,
  eventOf: (payload: AppointmentEventPayload) => DomainEvent<AppointmentEventPayload>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const stored = await lockAppointment(em, id);
  const refusal = refuseTransition(stored.status, to);
  if (refusal) {
    throw new ConflictError(refusal, { code: 'illegal_transition', status: stored.status });
  }
  const columns = Object.keys(extra);
  const sets = [
    'status = $2',
    ...(STAMPED[to] ? [`${STAMPED[to]} = now()`] : []),
    ...columns.map((column, index) => `${column} = $${index + 3}`),
    'updated_at = now()',
    'version = version + 1',
  ];
  await runSql(
    em,
    `update appointment set ${sets.join(', ')} where id = $1`,
    [id, to, ...columns.map((column) => extra[column])],
    'run',
  );
  events.record(eventOf(await eventPayload(em, id)));
}
