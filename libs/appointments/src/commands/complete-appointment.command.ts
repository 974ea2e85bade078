import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '@px/platform';
import { AppointmentCompleted } from '../events/appointment.events';
import { lockAppointment } from './appointment-record';
import { changeAppointmentStatus } from './change-appointment-status';

/**
 * The visit is over (reception delivered the car it received for this booking): checked in →
 * completed. Dispatched inside the delivery's transaction; a booking that is not checked in (the
 * desk already closed it) is left as it is.
 */
export class CompleteAppointmentCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(CompleteAppointmentCommand)
export class CompleteAppointmentHandler implements ICommandHandler<
  CompleteAppointmentCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ id, actorId }: CompleteAppointmentCommand): Promise<void> {
    return this.commands.run(async (em, events) => {
      const booking = await lockAppointment(em, id);
      if (booking.status !== 'checked_in') return;
      await changeAppointmentStatus(
        em,
        events,
        id,
        'completed',
        (payload) => new AppointmentCompleted(id, payload, actorId),
      );
    });
  }
}
