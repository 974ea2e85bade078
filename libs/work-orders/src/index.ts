// Pure domain: rules and types other libs may use.
export * from './domain/approved-lines';
export * from './domain/work-order-actor';
export * from './domain/work-order-fields';
export * from './domain/work-order-lines';
export * from './domain/work-order-refusal';
export * from './domain/work-order-search';
export * from './domain/work-order-status';
export * from './domain/work-order-totals';
export * from './domain/work-order-transition';

// Commands.
export {
  type CreateWorkOrderInput,
  type CreatedWorkOrder,
  CreateWorkOrderCommand,
} from './commands/create-work-order.command';
export { type WorkOrderChange, UpdateWorkOrderCommand } from './commands/update-work-order.command';
export { DeleteWorkOrderCommand } from './commands/delete-work-order.command';
export { AddWorkOrderLineCommand } from './commands/add-work-order-line.command';
export { UpdateWorkOrderLineCommand } from './commands/update-work-order-line.command';
export { RemoveWorkOrderLineCommand } from './commands/remove-work-order-line.command';
export { AddApprovedLinesCommand } from './commands/add-approved-lines.command';

// Queries.
export { GetWorkOrderActorQuery } from './queries/work-order-actor.query';
export { ListWorkOrdersQuery } from './queries/work-order-list.query';
export { GetWorkOrderQuery } from './queries/work-order-detail.query';
export { GetCreatedWorkOrderQuery } from './queries/created-work-order.query';
export { GetWorkOrderLinesQuery } from './queries/work-order-lines.query';
export { GetWorkOrderLineQuery } from './queries/work-order-line.query';
export { GetWorkOrderStatisticsQuery } from './queries/work-order-statistics.query';
export { ListWorkOrderAssigneesQuery } from './queries/work-order-assignees.query';
export { type RepairOrderPdf, GetRepairOrderPdfQuery } from './queries/repair-order-pdf.query';
export {
  WORK_ORDER_SORTS,
  type WorkOrderListFilter,
  type WorkOrderSort,
} from './queries/work-order-list.sql';

// Events.
export * from './events/work-order.events';

export * from './work-orders.module';
export * from './work-orders.manifest';
