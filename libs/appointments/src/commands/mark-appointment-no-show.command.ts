import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '@px/platform';
import { AppointmentNoShow } from '../events/appointment.events';
import { changeAppointmentStatus } from './change-appointment-status';

/** The customer did not come (POST /api/appointments/{id}/no-show): the mechanic and bay are free. */
export class MarkAppointmentNoShowCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(MarkAppointmentNoShowCommand)
export class MarkAppointmentNoShowHandler implements ICommandHandler<
  MarkAppointmentNoShowCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ id, actorId }: MarkAppointmentNoShowCommand): Promise<void> {
    return this.commands.run((em, events) =>
      changeAppointmentStatus(
        em,
        events,
        id,
        'no_show',
        (payload) => new AppointmentNoShow(id, payload, actorId),
      ),
    );
  }
}
