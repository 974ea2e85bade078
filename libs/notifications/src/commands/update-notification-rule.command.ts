import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  type NotificationPriority,
  type NotificationRecipients,
  type NotificationRule,
  type NotificationType,
} from '@px/contracts';
import { ListRolesQuery } from '@px/access';
import { CommandTransaction, ValidationError, VersionConflictError } from '@px/platform';
import { recipientRoleProblems, toRule } from '../domain/notification-rules';
import { NotificationRuleRecord } from '../domain/notification.entity';
import { NotificationRulesReader } from '../queries/notification-rules-reader';

export interface NotificationRuleChange {
  enabled: boolean;
  priority: NotificationPriority;
  recipients: NotificationRecipients;
  /** The version read (0 for a rule still on its defaults). */
  version: number;
}

/** An administrator's change of a rule (/notification-management). */
export class UpdateNotificationRuleCommand extends Command<NotificationRule> {
  constructor(
    readonly type: NotificationType,
    readonly change: NotificationRuleChange,
  ) {
    super();
  }
}

@CommandHandler(UpdateNotificationRuleCommand)
export class UpdateNotificationRuleHandler implements ICommandHandler<
  UpdateNotificationRuleCommand,
  NotificationRule
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
    private readonly rules: NotificationRulesReader,
  ) {}

  async execute({ type, change }: UpdateNotificationRuleCommand): Promise<NotificationRule> {
    const known = (await this.queries.execute(new ListRolesQuery())).map((role) => role.name);
    const problems = recipientRoleProblems(change.recipients.roles, known);
    if (problems.length) throw new ValidationError(problems);
    return this.commands.run(async (em: EntityManager) => {
      let record = await em.findOne(
        NotificationRuleRecord,
        { type },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if ((record?.version ?? 0) !== change.version) {
        throw new VersionConflictError(record?.version ?? 0);
      }
      record ??= em.create(NotificationRuleRecord, { type });
      record.enabled = change.enabled;
      record.priority = change.priority;
      record.notifyAssignee = change.recipients.assignee;
      record.notifyAdvisor = change.recipients.advisor;
      record.recipientRoles = [...new Set(change.recipients.roles)];
      await em.flush();
      return toRule(record, this.rules.raised);
    });
  }
}
