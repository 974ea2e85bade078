import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type ServiceReminder } from '@px/contracts';
import { ServiceRemindersReader } from './service-reminders-reader';

/** One of a live vehicle's reminders; null when it is not the vehicle's. */
export class GetServiceReminderQuery extends Query<ServiceReminder | null> {
  constructor(
    readonly vehicleId: string,
    readonly reminderId: string,
  ) {
    super();
  }
}

@QueryHandler(GetServiceReminderQuery)
export class GetServiceReminderHandler implements IQueryHandler<
  GetServiceReminderQuery,
  ServiceReminder | null
> {
  constructor(private readonly reader: ServiceRemindersReader) {}

  execute({ vehicleId, reminderId }: GetServiceReminderQuery): Promise<ServiceReminder | null> {
    return this.reader.get(vehicleId, reminderId);
  }
}
