import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, ValidationError } from '@px/platform';
import { cancelReasonErrors, cleanText } from '../domain/booking-rules';
import { AppointmentCancelled } from '../events/appointment.events';
import { changeAppointmentStatus } from './change-appointment-status';

/**
 * Cancels an appointment with the reason (POST /api/appointments/{id}/cancel): its mechanic and
 * bay are free again, and its reminder is not sent.
 */
export class CancelAppointmentCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly reason: string | null,
    /** Null when the customer acted through the reminder's link. */
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(CancelAppointmentCommand)
export class CancelAppointmentHandler implements ICommandHandler<CancelAppointmentCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ id, reason, actorId }: CancelAppointmentCommand): Promise<void> {
    const why = cleanText(reason);
    const errors = cancelReasonErrors(why);
    if (errors.length) throw new ValidationError(errors);
    return this.commands.run((em, events) =>
      changeAppointmentStatus(
        em,
        events,
        id,
        'cancelled',
        (payload) => new AppointmentCancelled(id, payload, actorId),
        { cancel_reason: why },
      ),
    );
  }
}
