import { Module } from '@nestjs/common';
import { AddApprovedLinesHandler } from './commands/add-approved-lines.command';
import { AddWorkOrderLineHandler } from './commands/add-work-order-line.command';
import { CreateWorkOrderHandler } from './commands/create-work-order.command';
import { DeleteWorkOrderHandler } from './commands/delete-work-order.command';
import { RemoveWorkOrderLineHandler } from './commands/remove-work-order-line.command';
import { UpdateWorkOrderLineHandler } from './commands/update-work-order-line.command';
import { UpdateWorkOrderHandler } from './commands/update-work-order.command';
import { WorkOrderItemsController } from './http/work-order-items.controller';
import { WorkOrdersController } from './http/work-orders.controller';
import { WorkOrderStatisticsJob } from './jobs/work-order-statistics.job';
import { RepairOrderDocuments } from './pdf/repair-order-documents';
import { GetCreatedWorkOrderHandler } from './queries/created-work-order.query';
import { CountCustomerWorkOrdersHandler } from './queries/customer-work-order-count.query';
import { GetRepairOrderPdfHandler } from './queries/repair-order-pdf.query';
import { GetJobClockLineHandler } from './queries/job-clock-line.query';
import { ListJobOrdersHandler } from './queries/job-orders.query';
import { GetJobWorkRefsHandler } from './queries/job-work-refs.query';
import { CountVehicleActiveWorkOrdersHandler } from './queries/vehicle-active-work-order-count.query';
import { GetWorkOrderActorHandler } from './queries/work-order-actor.query';
import { ListWorkOrderAssigneesHandler } from './queries/work-order-assignees.query';
import { GetWorkOrderHandler } from './queries/work-order-detail.query';
import { GetWorkOrderLineHandler } from './queries/work-order-line.query';
import { GetWorkOrderLinesHandler } from './queries/work-order-lines.query';
import { ListWorkOrdersHandler } from './queries/work-order-list.query';
import { WorkOrderStatisticsReader } from './queries/work-order-statistics-reader';
import { GetWorkOrderStatisticsHandler } from './queries/work-order-statistics.query';
import { WorkOrdersReader } from './queries/work-orders-reader';
import { PartyChangesSubscriber } from './subscribers/party-changes.subscriber';
import { WorkOrderRealtimeSubscriber } from './subscribers/work-order-realtime.subscriber';
import { WorkOrderStatisticsSubscriber } from './subscribers/work-order-statistics.subscriber';

/**
 * Work orders: the reference path every module copies (DESIGN §4–§5). Commands (CommandBus, one
 * transaction each, events to the outbox; their rules are domain/'s pure functions), queries
 * (QueryBus; raw SQL in the readers, other modules' names through their queries), subscribers
 * (statistics job, realtime push, party labels; vehicles keeps the vehicle history), the statistics
 * job (run by the worker's `kpis` processor) and the repair-order PDF.
 */
@Module({
  controllers: [WorkOrdersController, WorkOrderItemsController],
  providers: [
    // Commands
    CreateWorkOrderHandler,
    UpdateWorkOrderHandler,
    DeleteWorkOrderHandler,
    AddWorkOrderLineHandler,
    UpdateWorkOrderLineHandler,
    RemoveWorkOrderLineHandler,
    AddApprovedLinesHandler,
    // Queries and the readers behind them
    GetWorkOrderActorHandler,
    ListWorkOrdersHandler,
    GetWorkOrderHandler,
    GetCreatedWorkOrderHandler,
    GetWorkOrderLinesHandler,
    GetWorkOrderLineHandler,
    GetWorkOrderStatisticsHandler,
    ListWorkOrderAssigneesHandler,
    GetRepairOrderPdfHandler,
    CountCustomerWorkOrdersHandler,
    CountVehicleActiveWorkOrdersHandler,
    // The job clock's questions (declared by workforce)
    GetJobClockLineHandler,
    ListJobOrdersHandler,
    GetJobWorkRefsHandler,
    WorkOrdersReader,
    WorkOrderStatisticsReader,
    RepairOrderDocuments,
    // Subscribers and jobs
    WorkOrderStatisticsSubscriber,
    WorkOrderRealtimeSubscriber,
    PartyChangesSubscriber,
    WorkOrderStatisticsJob,
  ],
  exports: [WorkOrderStatisticsJob],
})
export class WorkOrdersModule {}
