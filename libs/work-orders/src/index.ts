import {
  WorkOrder,
  WorkOrderLineRecord,
  WorkOrderStatusChangeRecord,
} from './domain/work-order.entity';

export * from './domain/work-order.entity';
export * from './domain/work-order-status';
export * from './domain/work-order-totals';
export * from './domain/work-order-search';
export * from './events/work-order.events';
export * from './commands/create-work-order.command';
export * from './commands/update-work-order.command';
export * from './commands/delete-work-order.command';
export * from './commands/work-order-line.commands';
export * from './jobs/work-order-statistics.job';
export * from './queries/work-order-statistics';
export * from './work-orders.module';

export const WORK_ORDERS_ENTITIES = [WorkOrder, WorkOrderLineRecord, WorkOrderStatusChangeRecord];
