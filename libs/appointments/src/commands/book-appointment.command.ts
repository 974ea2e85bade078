import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, runSql } from '@px/platform';
import { AppointmentBooked } from '../events/appointment.events';
import {
  type BookingActor,
  type BookingFields,
  BookingResolver,
  activeBayName,
  bookingWriteError,
  checkFree,
  eventPayload,
} from './booking';

/** Books an appointment (POST /api/appointments); returns its id. */
export class BookAppointmentCommand extends Command<string> {
  constructor(
    readonly fields: BookingFields,
    /** A manager's decision to book over another booking of the same mechanic or bay. */
    readonly override: boolean,
    readonly actor: BookingActor,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(BookAppointmentCommand)
export class BookAppointmentHandler implements ICommandHandler<BookAppointmentCommand, string> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly bookings: BookingResolver,
  ) {}

  async execute({ fields, override, actor, now }: BookAppointmentCommand): Promise<string> {
    await this.bookings.requireActiveServiceType(fields.serviceTypeId);
    return this.commands.run(async (em, events) => {
      const booking = await this.bookings.resolve(fields, now, (id) => activeBayName(em, id));
      const { overbooked } = await checkFree(em, booking, null, override, actor);
      const id = randomUUID();
      try {
        await runSql(
          em,
          `insert into appointment (id, status, channel, starts_at, ends_at, service_type_id,
                                    service_type_name, customer_id, customer_name, customer_phone,
                                    customer_email, vehicle_id, license_plate, vehicle_label,
                                    employee_id, employee_name, bay_id, notes, overbooked,
                                    search_source, created_by)
           values ($1, 'scheduled', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
                   $16, $17, $18, $19, $20)`,
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
            actor.userId,
          ],
          'run',
        );
      } catch (error) {
        throw bookingWriteError(error);
      }
      events.record(new AppointmentBooked(id, await eventPayload(em, id), actor.userId));
      return id;
    });
  }
}
