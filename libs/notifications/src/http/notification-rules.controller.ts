import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type NotificationRule,
  type NotificationRules,
  type NotificationType,
  PERMISSIONS,
} from '@px/contracts';
import { ListRolesQuery } from '@px/access';
import { NotFoundError, RequirePermission } from '@px/platform';
import { UpdateNotificationRuleCommand } from '../commands/update-notification-rule.command';
import { isNotificationType } from '../domain/notification-rules';
import { ListNotificationRulesQuery } from '../queries/notification-rules.query';
import { UpdateNotificationRuleDto } from './notifications.dto';

function ruleType(type: string): NotificationType {
  if (!isNotificationType(type)) throw new NotFoundError('Ese tipo de notificación no existe.');
  return type;
}

/** /notification-management: which events notify whom, with what priority. */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notification-rules')
export class NotificationRulesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(PERMISSIONS.notifications.rules.admin)
  @ApiOperation({ summary: 'Every notification type’s rule, and the roles a rule can name' })
  async list(): Promise<NotificationRules> {
    const [rules, roles] = await Promise.all([
      this.queries.execute(new ListNotificationRulesQuery()),
      this.queries.execute(new ListRolesQuery()),
    ]);
    return { rules, roles };
  }

  @Put(':type')
  @RequirePermission(PERMISSIONS.notifications.rules.admin)
  @ApiOperation({ summary: 'Changes a rule (version: the one read, 0 for defaults)' })
  update(
    @Param('type') type: string,
    @Body() body: UpdateNotificationRuleDto,
  ): Promise<NotificationRule> {
    return this.commands.execute(
      new UpdateNotificationRuleCommand(ruleType(type), {
        enabled: body.enabled,
        priority: body.priority,
        recipients: body.recipients,
        version: body.version,
      }),
    );
  }
}
