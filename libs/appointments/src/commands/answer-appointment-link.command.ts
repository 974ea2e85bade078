import { Command, CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ConflictError } from '@px/platform';
import { GetAppointmentLinkQuery } from '../queries/appointment-link.query';
import { CancelAppointmentCommand } from './cancel-appointment.command';
import { ConfirmAppointmentCommand } from './confirm-appointment.command';

/** The reason a booking cancelled from the reminder's link carries. */
export const CANCELLED_BY_LINK = 'Anulada por el cliente desde el enlace del recordatorio';

/**
 * The customer's answer through the reminder's link (POST /api/public/appointments/{token}/…):
 * confirm or cancel, only while the link is valid and the booking still to come.
 */
export class AnswerAppointmentLinkCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly answer: 'confirm' | 'cancel',
  ) {
    super();
  }
}

@CommandHandler(AnswerAppointmentLinkCommand)
export class AnswerAppointmentLinkHandler implements ICommandHandler<
  AnswerAppointmentLinkCommand,
  void
> {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async execute({ token, answer }: AnswerAppointmentLinkCommand): Promise<void> {
    const booking = await this.queries.execute(new GetAppointmentLinkQuery(token));
    if (answer === 'confirm') {
      if (booking.status === 'confirmed') return;
      if (!booking.can_confirm) throw new ConflictError(NOT_ANSWERABLE);
      await this.commands.execute(new ConfirmAppointmentCommand(booking.id, null));
      return;
    }
    if (booking.status === 'cancelled') return;
    if (!booking.can_cancel) throw new ConflictError(NOT_ANSWERABLE);
    await this.commands.execute(new CancelAppointmentCommand(booking.id, CANCELLED_BY_LINK, null));
  }
}

const NOT_ANSWERABLE = 'La cita ya no se puede cambiar desde el enlace. Llame al taller.';
