import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '@px/platform';
import { AppointmentConfirmed } from '../events/appointment.events';
import { changeAppointmentStatus } from './change-appointment-status';

/** The customer confirmed they are coming (POST /api/appointments/{id}/confirm). */
export class ConfirmAppointmentCommand extends Command<void> {
  constructor(
    readonly id: string,
    /** Null when the customer acted through the reminder's link. */
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(ConfirmAppointmentCommand)
export class ConfirmAppointmentHandler implements ICommandHandler<ConfirmAppointmentCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ id, actorId }: ConfirmAppointmentCommand): Promise<void> {
    return this.commands.run((em, events) =>
      changeAppointmentStatus(
        em,
        events,
        id,
        'confirmed',
        (payload) => new AppointmentConfirmed(id, payload, actorId),
      ),
    );
  }
}
