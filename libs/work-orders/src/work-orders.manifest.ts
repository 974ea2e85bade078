import { PERMISSIONS, realtimeRooms } from '@px/contracts';
import { WORK_ORDERS_CATALOGUE } from './work-orders.catalogue';
import { defineModule, jobHandledBy } from '@px/platform';
import { Migration20261125230000_drop_work_order_label } from '../migrations/Migration20261125230000_drop_work_order_label';
import { Migration20261127020000_work_order_line_part } from '../migrations/Migration20261127020000_work_order_line_part';
import { Migration20261127082500_work_order_line_approval } from '../migrations/Migration20261127082500_work_order_line_approval';
import {
  WorkOrder,
  WorkOrderLineRecord,
  WorkOrderStatusChangeRecord,
} from './domain/work-order.entity';
import {
  WORK_ORDER_STATISTICS_JOB,
  WorkOrderStatisticsJob,
} from './jobs/work-order-statistics.job';
import { WorkOrdersModule } from './work-orders.module';

/** Work orders: the reference module (DESIGN §4–§5). */
export const WORK_ORDERS_MANIFEST = defineModule({
  name: 'work-orders',
  module: WorkOrdersModule,
  access: WORK_ORDERS_CATALOGUE,
  entities: [WorkOrder, WorkOrderLineRecord, WorkOrderStatusChangeRecord],
  migrations: [
    {
      name: 'Migration20261125230000_drop_work_order_label',
      class: Migration20261125230000_drop_work_order_label,
    },
    {
      name: 'Migration20261127020000_work_order_line_part',
      class: Migration20261127020000_work_order_line_part,
    },
    {
      name: 'Migration20261127082500_work_order_line_approval',
      class: Migration20261127082500_work_order_line_approval,
    },
  ],
  jobs: [jobHandledBy(WORK_ORDER_STATISTICS_JOB, WorkOrderStatisticsJob)],
  realtimeRooms: [
    { room: realtimeRooms.workOrders, permission: PERMISSIONS.work_orders.orders.read },
  ],
  notificationTypes: ['work_order_assigned', 'work_order_updated', 'work_order_completed'],
});
