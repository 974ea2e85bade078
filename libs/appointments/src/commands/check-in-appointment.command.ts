import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '@px/platform';
import { AppointmentCheckedIn } from '../events/appointment.events';
import { changeAppointmentStatus } from './change-appointment-status';

/** The car arrived (POST /api/appointments/{id}/check-in): reception takes over from here. */
export class CheckInAppointmentCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(CheckInAppointmentCommand)
export class CheckInAppointmentHandler implements ICommandHandler<CheckInAppointmentCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ id, actorId }: CheckInAppointmentCommand): Promise<void> {
    return this.commands.run((em, events) =>
      changeAppointmentStatus(
        em,
        events,
        id,
        'checked_in',
        (payload) => new AppointmentCheckedIn(id, payload, actorId),
      ),
    );
  }
}
