import { Module } from '@nestjs/common';
import { AddWorkOrderLineHandler } from './commands/add-work-order-line.command';
import { CreateWorkOrderHandler } from './commands/create-work-order.command';
import { NewWorkOrderStatement } from './commands/new-work-order.statement';
import { DeleteWorkOrderHandler } from './commands/delete-work-order.command';
import { RemoveWorkOrderLineHandler } from './commands/remove-work-order-line.command';
import { UpdateWorkOrderHandler } from './commands/update-work-order.command';
import { UpdateWorkOrderLineHandler } from './commands/update-work-order-line.command';
import { WorkOrderActors } from './http/work-order-actors';
import { WorkOrderItemsController } from './http/work-order-items.controller';
import { WorkOrdersController } from './http/work-orders.controller';
import { WorkOrderStatisticsJob } from './jobs/work-order-statistics.job';
import { RepairOrderDocuments } from './pdf/repair-order-documents';
import {
  CountCustomerWorkOrdersHandler,
  CountVehicleActiveWorkOrdersHandler,
} from './queries/party-footprint.queries';
import { WorkOrderAssignees } from './queries/work-order-assignees';
import { WorkOrderStatisticsReader } from './queries/work-order-statistics';
import { WorkOrdersReader } from './queries/work-orders-reader';
import { PartyChangesSubscriber } from './subscribers/party-changes.subscriber';
import { WorkOrderRealtimeSubscriber } from './subscribers/work-order-realtime.subscriber';
import { WorkOrderStatisticsSubscriber } from './subscribers/work-order-statistics.subscriber';

/**
 * Work orders: the reference path every module copies (DESIGN §4–§5). Commands (CommandBus, one
 * transaction each, events to the outbox), queries (raw SQL, other modules' names through their
 * queries), subscribers (statistics job, realtime push; vehicles keeps the vehicle history), the
 * statistics job (run by the worker's `kpis` processor) and the repair-order PDF.
 */
@Module({
  controllers: [WorkOrdersController, WorkOrderItemsController],
  providers: [
    WorkOrderActors,
    WorkOrdersReader,
    WorkOrderStatisticsReader,
    WorkOrderAssignees,
    CountCustomerWorkOrdersHandler,
    CountVehicleActiveWorkOrdersHandler,
    RepairOrderDocuments,
    CreateWorkOrderHandler,
    NewWorkOrderStatement,
    UpdateWorkOrderHandler,
    DeleteWorkOrderHandler,
    AddWorkOrderLineHandler,
    UpdateWorkOrderLineHandler,
    RemoveWorkOrderLineHandler,
    WorkOrderStatisticsSubscriber,
    WorkOrderRealtimeSubscriber,
    PartyChangesSubscriber,
    WorkOrderStatisticsJob,
  ],
  exports: [WorkOrderStatisticsJob, WorkOrderStatisticsReader],
})
export class WorkOrdersModule {}
