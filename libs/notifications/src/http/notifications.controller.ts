import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type MarkAllReadResult,
  type Notification,
  type NotificationPage,
  PERMISSIONS,
} from '@px/contracts';
import {
  Authenticated,
  CurrentPrincipal,
  NotFoundError,
  ParseIdPipe,
  type Principal,
  RequirePermission,
} from '@px/platform';
import { DeleteNotificationCommand } from '../commands/delete-notification.command';
import { MarkAllNotificationsReadCommand } from '../commands/mark-all-notifications-read.command';
import { MarkNotificationReadCommand } from '../commands/mark-notification-read.command';
import { SendNotificationCommand } from '../commands/send-notification.command';
import { GetNotificationFeedQuery } from '../queries/notification-feed.query';
import {
  ListNotificationsQueryDto,
  MarkNotificationDto,
  SendNotificationDto,
} from './notifications.dto';

export const NO_EMPLOYEE = 'No se encontró el ID del empleado.';

/**
 * The caller's employee record: notifications belong to employees (SPEC §5). Asking for another
 * employee's feed is answered like a feed that does not exist.
 */
function ownEmployee(principal: Principal, asked?: string): string {
  if (!principal.employeeId || (asked && asked !== principal.employeeId)) {
    throw new NotFoundError(NO_EMPLOYEE);
  }
  return principal.employeeId;
}

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'The caller’s notifications, newest first, with the bell’s counts' })
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: ListNotificationsQueryDto,
  ): Promise<NotificationPage> {
    return this.queries.execute(
      new GetNotificationFeedQuery(ownEmployee(principal, query.employee_id), {
        status: query.status ?? 'all',
        page: query.page ?? 1,
        limit: query.limit ?? 50,
      }),
    );
  }

  @Patch('mark-all')
  @Authenticated()
  @ApiOperation({ summary: 'Marks every unread notification of the caller read' })
  async markAll(@CurrentPrincipal() principal: Principal): Promise<MarkAllReadResult> {
    const marked = await this.commands.execute(
      new MarkAllNotificationsReadCommand(ownEmployee(principal)),
    );
    return { marked };
  }

  @Patch(':id')
  @Authenticated()
  @ApiOperation({ summary: 'Marks one of the caller’s notifications read (body {read: true})' })
  async markRead(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseIdPipe) id: string,
    @Body() _body: MarkNotificationDto,
  ): Promise<{ id: string; is_read: true }> {
    await this.commands.execute(new MarkNotificationReadCommand(id, ownEmployee(principal)));
    return { id, is_read: true };
  }

  @Delete(':id')
  @Authenticated()
  @ApiOperation({ summary: 'Deletes one of the caller’s notifications' })
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseIdPipe) id: string,
  ): Promise<{ id: string; deleted: true }> {
    await this.commands.execute(new DeleteNotificationCommand(id, ownEmployee(principal)));
    return { id, deleted: true };
  }

  @Post()
  @RequirePermission(PERMISSIONS.notifications.notifications.create)
  @ApiOperation({ summary: 'Sends a notification to employees, named or by role' })
  send(@Body() body: SendNotificationDto): Promise<Notification[]> {
    return this.commands.execute(
      new SendNotificationCommand({
        employee_ids: [
          ...(body.employee_id ? [body.employee_id] : []),
          ...(body.employee_ids ?? []),
        ],
        roles: body.roles ?? [],
        title: body.title,
        message: body.message,
        type: body.type ?? 'system_alert',
        priority: body.priority ?? 'normal',
        link: body.link ?? null,
      }),
    );
  }
}
