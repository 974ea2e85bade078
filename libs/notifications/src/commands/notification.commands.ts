import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  type Notification,
  type NotificationPriority,
  type NotificationType,
  type NotificationUpdatedPayload,
  realtimeRooms,
} from '@px/contracts';
import { GetUserIdsWithRolesQuery } from '@px/access';
import { CommandTransaction, NotFoundError, RealtimePush, ValidationError } from '@px/platform';
import { GetEmployeeRefsQuery, GetEmployeesForUsersQuery } from '@px/workforce';
import { NotificationWriter } from './notification-writer';

export const NOTIFICATION_NOT_FOUND = 'La notificación no existe.';

/** Tells the employee's other tabs and devices to refetch. */
function announceChange(
  push: RealtimePush,
  employeeId: string,
  payload: NotificationUpdatedPayload,
): void {
  push.toRoom(realtimeRooms.employee(employeeId), 'notification.updated', payload);
}

/** Marks one of the employee's notifications read (already read: nothing changes). */
export class MarkNotificationReadCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly employeeId: string,
  ) {
    super();
  }
}

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly push: RealtimePush,
  ) {}

  async execute({ id, employeeId }: MarkNotificationReadCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager) => {
      const rows = await em.execute<{ id: string }[]>(
        `update notification set read_at = coalesce(read_at, now())
          where id = ? and employee_id = ? returning id`,
        [id, employeeId],
      );
      // Someone else's notification does not exist for this employee.
      if (!rows.length) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
    });
    announceChange(this.push, employeeId, { change: 'read', id });
  }
}

/** Marks every unread notification of the employee read; returns how many. */
export class MarkAllNotificationsReadCommand extends Command<number> {
  constructor(readonly employeeId: string) {
    super();
  }
}

@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<
  MarkAllNotificationsReadCommand,
  number
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly push: RealtimePush,
  ) {}

  async execute({ employeeId }: MarkAllNotificationsReadCommand): Promise<number> {
    const marked = await this.commands.run(async (em: EntityManager) => {
      const rows = await em.execute<{ id: string }[]>(
        `update notification set read_at = now()
          where employee_id = ? and read_at is null returning id`,
        [employeeId],
      );
      return rows.length;
    });
    if (marked > 0) announceChange(this.push, employeeId, { change: 'read_all', id: null });
    return marked;
  }
}

export class DeleteNotificationCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly employeeId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteNotificationCommand)
export class DeleteNotificationHandler implements ICommandHandler<DeleteNotificationCommand> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly push: RealtimePush,
  ) {}

  async execute({ id, employeeId }: DeleteNotificationCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager) => {
      const rows = await em.execute<{ id: string }[]>(
        'delete from notification where id = ? and employee_id = ? returning id',
        [id, employeeId],
      );
      if (!rows.length) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
    });
    announceChange(this.push, employeeId, { change: 'deleted', id });
  }
}

export interface SendNotificationInput {
  employee_ids: string[];
  roles: string[];
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  link: string | null;
}

/**
 * An administrator's (or the system's) notification to employees, named or by role
 * (POST /api/notifications). Returns what was created, one per employee.
 */
export class SendNotificationCommand extends Command<Notification[]> {
  constructor(readonly input: SendNotificationInput) {
    super();
  }
}

@CommandHandler(SendNotificationCommand)
export class SendNotificationHandler implements ICommandHandler<
  SendNotificationCommand,
  Notification[]
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
    private readonly writer: NotificationWriter,
  ) {}

  async execute({ input }: SendNotificationCommand): Promise<Notification[]> {
    const named = [...new Set(input.employee_ids)];
    const [found, roleUsers] = await Promise.all([
      this.queries.execute(new GetEmployeeRefsQuery(named)),
      this.queries.execute(new GetUserIdsWithRolesQuery(input.roles)),
    ]);
    const active = new Set(found.filter((employee) => employee.active).map((e) => e.id));
    const missing = named.filter((id) => !active.has(id));
    if (missing.length) {
      throw new NotFoundError(
        `Alguno de los empleados indicados no existe o está de baja (${missing.join(', ')}).`,
      );
    }
    const byRole = await this.queries.execute(new GetEmployeesForUsersQuery(roleUsers));
    const recipients = [...new Set([...named, ...byRole.map((employee) => employee.id)])];
    if (!recipients.length) {
      throw new ValidationError([
        {
          field: 'employee_ids',
          code: 'noRecipients',
          message: 'Indica al menos un empleado, o un rol que tenga empleados activos.',
        },
      ]);
    }
    const created = await this.commands.run((em: EntityManager) =>
      this.writer.insert(em, recipients, {
        type: input.type,
        priority: input.priority,
        title: input.title,
        message: input.message,
        link: input.link,
        dedupeKey: null,
      }),
    );
    this.writer.announce(created);
    return created;
  }
}
