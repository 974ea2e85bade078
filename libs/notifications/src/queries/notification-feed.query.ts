import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type NotificationPage } from '@px/contracts';
import { type NotificationListFilter, NotificationsReader } from './notifications-reader';

export type { NotificationListFilter } from './notifications-reader';

/** An employee's notifications, newest first, with the bell's counts (total, unread, urgent). */
export class GetNotificationFeedQuery extends Query<NotificationPage> {
  constructor(
    readonly employeeId: string,
    readonly filter: NotificationListFilter,
  ) {
    super();
  }
}

@QueryHandler(GetNotificationFeedQuery)
export class GetNotificationFeedHandler implements IQueryHandler<
  GetNotificationFeedQuery,
  NotificationPage
> {
  constructor(private readonly reader: NotificationsReader) {}

  execute({ employeeId, filter }: GetNotificationFeedQuery): Promise<NotificationPage> {
    return this.reader.list(employeeId, filter);
  }
}
