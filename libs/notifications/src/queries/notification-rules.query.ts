import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type NotificationRule } from '@px/contracts';
import { NotificationRulesReader } from './notification-rules-reader';

/** Every notification type's rule as it stands: the stored ones, the defaults for the rest. */
export class ListNotificationRulesQuery extends Query<NotificationRule[]> {}

@QueryHandler(ListNotificationRulesQuery)
export class ListNotificationRulesHandler implements IQueryHandler<
  ListNotificationRulesQuery,
  NotificationRule[]
> {
  constructor(
    private readonly rules: NotificationRulesReader,
    private readonly orm: MikroORM,
  ) {}

  execute(): Promise<NotificationRule[]> {
    return this.rules.all(this.orm.em.fork() as EntityManager);
  }
}
