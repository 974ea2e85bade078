import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CommandTransaction } from '@px/platform';
import { type AbsenceActor } from '../domain/absence-access';
import { decideAbsence } from './absence-decision';

/**
 * A manager approves a pending request (POST /api/absences/{id}/approve), with an optional comment.
 * A vacation must still fit the year's balance.
 */
export class ApproveAbsenceCommand extends Command<void> {
  constructor(
    readonly absenceId: string,
    readonly comment: string | null,
    readonly actor: AbsenceActor,
  ) {
    super();
  }
}

@CommandHandler(ApproveAbsenceCommand)
export class ApproveAbsenceHandler implements ICommandHandler<ApproveAbsenceCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  execute({ absenceId, comment, actor }: ApproveAbsenceCommand): Promise<void> {
    return decideAbsence(this.commands, this.queries, {
      absenceId,
      decision: 'approved',
      comment,
      actor,
    });
  }
}
