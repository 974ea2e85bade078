import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type ServiceReminder } from '@px/contracts';
import { ServiceRemindersReader } from './service-reminders-reader';

/**
 * A vehicle's reminders: pending ones by due date, then the done ones. Null for a vehicle that does
 * not exist.
 */
export class ListServiceRemindersQuery extends Query<ServiceReminder[] | null> {
  constructor(readonly vehicleId: string) {
    super();
  }
}

@QueryHandler(ListServiceRemindersQuery)
export class ListServiceRemindersHandler implements IQueryHandler<
  ListServiceRemindersQuery,
  ServiceReminder[] | null
> {
  constructor(private readonly reader: ServiceRemindersReader) {}

  execute({ vehicleId }: ListServiceRemindersQuery): Promise<ServiceReminder[] | null> {
    return this.reader.list(vehicleId);
  }
}
