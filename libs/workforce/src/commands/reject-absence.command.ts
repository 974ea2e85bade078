import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CommandTransaction } from '@px/platform';
import { type AbsenceActor } from '../domain/absence-access';
import { decideAbsence } from './absence-decision';

/**
 * A manager rejects a pending request (POST /api/absences/{id}/reject) with the comment the worker
 * reads (required); the days are free again.
 */
export class RejectAbsenceCommand extends Command<void> {
  constructor(
    readonly absenceId: string,
    readonly comment: string | null,
    readonly actor: AbsenceActor,
  ) {
    super();
  }
}

@CommandHandler(RejectAbsenceCommand)
export class RejectAbsenceHandler implements ICommandHandler<RejectAbsenceCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  execute({ absenceId, comment, actor }: RejectAbsenceCommand): Promise<void> {
    return decideAbsence(this.commands, this.queries, {
      absenceId,
      decision: 'rejected',
      comment,
      actor,
    });
  }
}
