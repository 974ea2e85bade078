import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AppointmentChannel } from '@px/contracts';
import { CommandTransaction, ConflictError, runSql } from '@px/platform';
import { NOT_RESCHEDULABLE } from '../domain/appointment-refusals';
import { isReschedulable } from '../domain/appointment-status';
import { AppointmentRescheduled } from '../events/appointment.events';
import { lockAppointment } from './appointment-record';
import {
  type BookingActor,
  type BookingFields,
  BookingResolver,
  activeBayName,
  bookingWriteError,
  checkFree,
  eventPayload,
} from './booking';

/** What PATCH /api/appointments/{id} may change; a missing key keeps what is stored. */
export interface AppointmentChanges {
  customerId?: string;
  vehicleId?: string | null;
  serviceTypeId?: string;
  startsAt?: string;
  durationMinutes?: number;
  employeeId?: string | null;
  bayId?: string | null;
  notes?: string | null;
  channel?: AppointmentChannel;
}

/** The API's names of the changed fields, for the event (and the reminder: starts_at). */
const FIELD_NAMES: Record<keyof AppointmentChanges, string> = {
  customerId: 'customer_id',
  vehicleId: 'vehicle_id',
  serviceTypeId: 'service_type_id',
  startsAt: 'starts_at',
  durationMinutes: 'duration_minutes',
  employeeId: 'employee_id',
  bayId: 'bay_id',
  notes: 'notes',
  channel: 'channel',
};

/**
 * Edits or reschedules an appointment before the car arrives (drag on the calendar, the edit
 * form): the same checks as booking it, its own time not counting against itself.
 */
export class UpdateAppointmentCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly changes: AppointmentChanges,
    readonly expectedVersion: number | null,
    readonly override: boolean,
    readonly actor: BookingActor,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(UpdateAppointmentCommand)
export class UpdateAppointmentHandler implements ICommandHandler<UpdateAppointmentCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly bookings: BookingResolver,
  ) {}

  async execute(command: UpdateAppointmentCommand): Promise<void> {
    const { id, changes, expectedVersion, override, actor, now } = command;
    if (changes.serviceTypeId) await this.bookings.requireActiveServiceType(changes.serviceTypeId);
    await this.commands.run(async (em, events) => {
      const stored = await lockAppointment(em, id, expectedVersion);
      if (!isReschedulable(stored.status)) {
        throw new ConflictError(NOT_RESCHEDULABLE, { code: 'not_reschedulable' });
      }
      const storedMinutes = Math.round(
        (stored.ends_at.getTime() - stored.starts_at.getTime()) / 60_000,
      );
      const fields: BookingFields = {
        customerId: changes.customerId ?? stored.customer_id,
        // A new customer without a vehicle named drops the old customer's vehicle.
        vehicleId:
          changes.vehicleId !== undefined
            ? changes.vehicleId
            : changes.customerId && changes.customerId !== stored.customer_id
              ? null
              : stored.vehicle_id,
        serviceTypeId: changes.serviceTypeId ?? stored.service_type_id,
        startsAt: changes.startsAt ?? stored.starts_at.toISOString(),
        durationMinutes: changes.durationMinutes ?? storedMinutes,
        employeeId: changes.employeeId !== undefined ? changes.employeeId : stored.employee_id,
        bayId: changes.bayId !== undefined ? changes.bayId : stored.bay_id,
        notes: changes.notes !== undefined ? changes.notes : stored.notes,
        channel: changes.channel ?? stored.channel,
      };
      // An unchanged start in the past (an appointment running late) is not a new past booking.
      const timeMoved = changes.startsAt !== undefined || changes.durationMinutes !== undefined;
      const booking = await this.bookings.resolve(
        fields,
        timeMoved ? now : new Date(Math.min(now.getTime(), stored.starts_at.getTime())),
        (bayId) => activeBayName(em, bayId),
      );
      const { overbooked } = await checkFree(em, booking, id, override, actor);
      try {
        await runSql(
          em,
          `update appointment
              set channel = $2, starts_at = $3, ends_at = $4, service_type_id = $5,
                  service_type_name = $6, customer_id = $7, customer_name = $8,
                  customer_phone = $9, customer_email = $10, vehicle_id = $11,
                  license_plate = $12, vehicle_label = $13, employee_id = $14,
                  employee_name = $15, bay_id = $16, notes = $17, overbooked = $18,
                  search_source = $19, updated_at = now(), version = version + 1
            where id = $1`,
          [
            id,
            booking.channel,
            booking.start,
            booking.end,
            booking.serviceTypeId,
            booking.serviceTypeName,
            booking.customerId,
            booking.customerName,
            booking.customerPhone,
            booking.customerEmail,
            booking.vehicleId,
            booking.licensePlate,
            booking.vehicleLabel,
            booking.employeeId,
            booking.employeeName,
            booking.bayId,
            booking.notes,
            overbooked,
            booking.searchSource,
          ],
          'run',
        );
      } catch (error) {
        throw bookingWriteError(error);
      }
      const changed = (Object.keys(changes) as (keyof AppointmentChanges)[])
        .filter((key) => changes[key] !== undefined)
        .map((key) => FIELD_NAMES[key]);
      events.record(
        new AppointmentRescheduled(id, await eventPayload(em, id, changed), actor.userId),
      );
    });
  }
}
