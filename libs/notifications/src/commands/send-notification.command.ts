import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type Notification, type NotificationPriority, type NotificationType } from '@px/contracts';
import { GetUserIdsWithRolesQuery } from '@px/access';
import { CommandTransaction, NotFoundError, ValidationError } from '@px/platform';
import { GetEmployeeRefsQuery, GetEmployeesForUsersQuery } from '@px/workforce';
import { missingEmployees } from '../domain/notification-rules';
import { NotificationWriter } from './notification-writer';

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
    const missing = missingEmployees(named, found);
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
