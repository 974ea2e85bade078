import { type EntityManager } from '@mikro-orm/postgresql';
import { type AppointmentChannel, type AppointmentStatus } from '@px/contracts';
import { NotFoundError, VersionConflictError, runSql } from '@px/platform';
import { APPOINTMENT_NOT_FOUND, STALE_VERSION } from '../domain/appointment-refusals';

/** The stored booking a command changes, locked for the transaction. */
export interface StoredAppointment {
  id: string;
  status: AppointmentStatus;
  channel: AppointmentChannel;
  starts_at: Date;
  ends_at: Date;
  service_type_id: string;
  customer_id: string;
  vehicle_id: string | null;
  employee_id: string | null;
  bay_id: string | null;
  notes: string | null;
  overbooked: boolean;
  version: number;
}

/**
 * The appointment `id`, locked until the transaction ends (404 when there is none). With
 * `expectedVersion`, a stale edit is a 409 carrying the current version.
 */
export async function lockAppointment(
  em: EntityManager,
  id: string,
  expectedVersion?: number | null,
): Promise<StoredAppointment> {
  const [row] = await runSql<
    Omit<StoredAppointment, 'starts_at' | 'ends_at'> & {
      starts_at: string;
      ends_at: string;
    }
  >(
    em,
    `select id, status, channel, starts_at, ends_at, service_type_id, customer_id, vehicle_id,
            employee_id, bay_id, notes, overbooked, version
       from appointment where id = $1 for update`,
    [id],
  );
  if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  if (expectedVersion != null && expectedVersion !== row.version) {
    throw new VersionConflictError(row.version, STALE_VERSION);
  }
  // Inside a command's transaction the driver answers timestamps as text.
  return { ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) };
}
