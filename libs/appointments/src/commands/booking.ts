import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  MAX_APPOINTMENT_MINUTES,
  type AppointmentChannel,
  type AppointmentEventPayload,
  type AppointmentStatus,
} from '@px/contracts';
import { GetCustomerCardQuery, GetCustomerRefsQuery } from '@px/customers';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  databaseErrorCode,
  lockUntilCommit,
  runSql,
} from '@px/platform';
import { GetServiceTypeQuery } from '@px/system';
import { GetVehicleRefsQuery } from '@px/vehicles';
import { GetEmployeeRefsQuery } from '@px/workforce';
import {
  BAY_BUSY,
  BAY_NOT_FOUND,
  CUSTOMER_NOT_FOUND,
  EMPLOYEE_NOT_FOUND,
  MECHANIC_BUSY,
  OVERRIDE_FORBIDDEN,
  SERVICE_TYPE_INACTIVE,
  SERVICE_TYPE_NOT_FOUND,
  VEHICLE_NOT_CUSTOMERS,
  VEHICLE_NOT_FOUND,
} from '../domain/appointment-refusals';
import {
  appointmentSearchSource,
  bookingEnd,
  bookingTimeErrors,
  cleanText,
} from '../domain/booking-rules';

/** Who books: the user, and whether they may force a booking over another (a manager). */
export interface BookingActor {
  userId: string;
  canOverride: boolean;
}

/** A booking as the desk sends it (create, or an edit merged onto the stored one). */
export interface BookingFields {
  customerId: string;
  vehicleId: string | null;
  serviceTypeId: string;
  startsAt: string;
  /** Null: the service type's duration. */
  durationMinutes: number | null;
  employeeId: string | null;
  bayId: string | null;
  notes: string | null;
  channel: AppointmentChannel;
}

/** A booking checked against the other modules, with the labels the appointment keeps. */
export interface ResolvedBooking {
  customerId: string;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  vehicleId: string | null;
  licensePlate: string | null;
  vehicleLabel: string | null;
  serviceTypeId: string;
  serviceTypeName: string;
  start: Date;
  end: Date;
  employeeId: string | null;
  employeeName: string | null;
  bayId: string | null;
  notes: string | null;
  channel: AppointmentChannel;
  searchSource: string;
}

/**
 * Checks a booking's fields (400 for the shape of its time, 404 for what does not exist, 400 for
 * a vehicle of another customer) and gathers the labels it keeps. Reads only: the command writes.
 */
@Injectable()
export class BookingResolver {
  constructor(private readonly queries: QueryBus) {}

  async resolve(
    fields: BookingFields,
    now: Date,
    bayName: (id: string) => Promise<string | null>,
  ): Promise<ResolvedBooking> {
    const [serviceType, [customer], card, vehicles, employees, bay] = await Promise.all([
      this.queries.execute(new GetServiceTypeQuery(fields.serviceTypeId)),
      this.queries.execute(new GetCustomerRefsQuery([fields.customerId])),
      this.queries.execute(new GetCustomerCardQuery(fields.customerId)),
      fields.vehicleId
        ? this.queries.execute(new GetVehicleRefsQuery([fields.vehicleId]))
        : Promise.resolve([]),
      fields.employeeId
        ? this.queries.execute(new GetEmployeeRefsQuery([fields.employeeId]))
        : Promise.resolve([]),
      fields.bayId ? bayName(fields.bayId) : Promise.resolve(null),
    ]);
    const durationMinutes = fields.durationMinutes ?? serviceType?.durationMinutes ?? 60;
    const timeErrors = bookingTimeErrors({ startsAt: fields.startsAt, durationMinutes }, now);
    if (timeErrors.length) throw new ValidationError(timeErrors);
    if (!serviceType) throw new NotFoundError(SERVICE_TYPE_NOT_FOUND);
    if (!customer || !card) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    const vehicle = vehicles[0];
    if (fields.vehicleId && !vehicle) throw new NotFoundError(VEHICLE_NOT_FOUND);
    if (vehicle && vehicle.customer_id !== fields.customerId) {
      throw new ValidationError([
        { field: 'vehicle_id', code: 'vehicle_not_owned', message: VEHICLE_NOT_CUSTOMERS },
      ]);
    }
    const employee = employees[0];
    if (fields.employeeId && (!employee || !employee.active)) {
      throw new NotFoundError(EMPLOYEE_NOT_FOUND);
    }
    if (fields.bayId && !bay) throw new NotFoundError(BAY_NOT_FOUND);

    const start = new Date(fields.startsAt);
    const phone = card.mobile_phone || card.phone || null;
    const licensePlate = vehicle?.license_plate ?? null;
    return {
      customerId: fields.customerId,
      customerName: customer.full_name,
      customerPhone: phone,
      customerEmail: card.email,
      vehicleId: vehicle?.id ?? null,
      licensePlate,
      vehicleLabel: vehicle ? `${vehicle.make} ${vehicle.model}`.trim() || null : null,
      serviceTypeId: serviceType.id,
      serviceTypeName: serviceType.name,
      start,
      end: bookingEnd(start, durationMinutes),
      employeeId: employee?.id ?? null,
      employeeName: employee?.full_name ?? null,
      bayId: fields.bayId,
      notes: cleanText(fields.notes),
      channel: fields.channel,
      searchSource: appointmentSearchSource({
        customerName: customer.full_name,
        customerPhone: phone,
        licensePlate,
        serviceType: serviceType.name,
      }),
    };
  }

  /** A new booking may not take a type the workshop no longer offers (an old one keeps its). */
  async requireActiveServiceType(id: string): Promise<void> {
    const type = await this.queries.execute(new GetServiceTypeQuery(id));
    if (type && !type.active) {
      throw new ValidationError([
        { field: 'service_type_id', code: 'inactive', message: SERVICE_TYPE_INACTIVE },
      ]);
    }
  }
}

/** A bay's name when it exists and is active (inside the command's transaction). */
export async function activeBayName(em: EntityManager, id: string): Promise<string | null> {
  const [row] = await runSql<{ name: string }>(
    em,
    'select name from bay where id = $1 and active',
    [id],
  );
  return row?.name ?? null;
}

/**
 * Whether the booking's mechanic and bay are free from `start` to `end` with the buffer kept, under
 * a transaction lock per mechanic and per bay (two desks booking the same mechanic at once take
 * turns, so the buffer check is exact; the exclusion constraints are the database's backstop).
 * Answers whether the booking goes over another one: allowed only to a manager who asks for it
 * (`override`), refused with 409 otherwise.
 */
export async function checkFree(
  em: EntityManager,
  booking: Pick<ResolvedBooking, 'start' | 'end' | 'employeeId' | 'bayId'>,
  excludeId: string | null,
  override: boolean,
  actor: BookingActor,
): Promise<{ overbooked: boolean }> {
  if (override && !actor.canOverride) throw new ForbiddenError(OVERRIDE_FORBIDDEN);
  const [settings] = await runSql<{ buffer_minutes: number }>(
    em,
    'select buffer_minutes from appointment_settings where id = 1',
  );
  const buffer = settings?.buffer_minutes ?? 0;
  const resources: {
    column: 'employee_id' | 'bay_id';
    id: string;
    refusal: string;
    code: string;
  }[] = [];
  if (booking.employeeId) {
    resources.push({
      column: 'employee_id',
      id: booking.employeeId,
      refusal: MECHANIC_BUSY,
      code: 'mechanic_busy',
    });
  }
  if (booking.bayId) {
    resources.push({ column: 'bay_id', id: booking.bayId, refusal: BAY_BUSY, code: 'bay_busy' });
  }
  let overbooked = false;
  for (const resource of resources) {
    // One lock per resource, always taken mechanic first then bay: no two commands wait on each
    // other in opposite orders.
    await lockUntilCommit(em, `appointment:${resource.column}:${resource.id}`);
    const held = await runSql<{ id: string }>(
      em,
      `select id from appointment
        where ${resource.column} = $1 and status in ('scheduled', 'confirmed', 'checked_in')
          and starts_at < $3::timestamptz + make_interval(mins => $4)
          and ends_at > $2::timestamptz - make_interval(mins => $4)
          and starts_at > $2::timestamptz - make_interval(mins => $4 + $6)
          and ($5::uuid is null or id <> $5::uuid)`,
      [resource.id, booking.start, booking.end, buffer, excludeId, MAX_APPOINTMENT_MINUTES],
    );
    // The window is slot-finder's `collides`: each held booking widened by the buffer.
    const clashes = held;
    if (!clashes.length) continue;
    if (!override) {
      throw new ConflictError(resource.refusal, {
        code: resource.code,
        appointment_ids: clashes.map((h) => h.id),
      });
    }
    overbooked = true;
  }
  return { overbooked };
}

/**
 * The database refused the booking: another one holding the same mechanic or bay committed first
 * (the exclusion constraints). The same 409 as checkFree's.
 */
export function bookingWriteError(error: unknown): unknown {
  if (databaseErrorCode(error) !== '23P01') return error;
  const constraint = (error as { constraint?: string }).constraint ?? String(error);
  return constraint.includes('bay')
    ? new ConflictError(BAY_BUSY, { code: 'bay_busy' })
    : new ConflictError(MECHANIC_BUSY, { code: 'mechanic_busy' });
}

/** The event payload of the appointment `id` as it stands in the transaction. */
export async function eventPayload(
  em: EntityManager,
  id: string,
  changed: string[] = [],
): Promise<AppointmentEventPayload> {
  const [row] = await runSql<{
    status: AppointmentStatus;
    starts_at: string;
    ends_at: string;
    service_type_name: string;
    customer_id: string;
    customer_name: string;
    vehicle_id: string | null;
    license_plate: string | null;
    employee_id: string | null;
    bay_id: string | null;
  }>(
    em,
    `select status, starts_at, ends_at, service_type_name, customer_id, customer_name,
            vehicle_id, license_plate, employee_id, bay_id
       from appointment where id = $1`,
    [id],
  );
  return {
    id,
    status: row.status,
    // Inside a command's transaction the driver answers timestamps as text.
    starts_at: new Date(row.starts_at).toISOString(),
    ends_at: new Date(row.ends_at).toISOString(),
    service_type: row.service_type_name,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    vehicle_id: row.vehicle_id,
    license_plate: row.license_plate,
    employee_id: row.employee_id,
    bay_id: row.bay_id,
    changed,
  };
}
