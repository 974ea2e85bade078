import { PERMISSIONS, realtimeRooms } from '@px/contracts';
import { defineModule, jobHandledBy, scheduleOf } from '@px/platform';
import {
  CHECK_STOCK_LEDGER_CRON,
  CHECK_STOCK_LEDGER_JOB,
  CheckStockLedgerJob,
} from './jobs/check-stock-ledger.job';
import { Migration20261127010000_inventory } from '../migrations/Migration20261127010000_inventory';
import { Migration20261127030000_work_order_stock } from '../migrations/Migration20261127030000_work_order_stock';
import { Migration20261127040000_inventory_read_paths } from '../migrations/Migration20261127040000_inventory_read_paths';
import { INVENTORY_CATALOGUE } from './inventory.catalogue';
import { InventoryModule } from './inventory.module';

/**
 * Inventory (issue 20): the parts catalogue, suppliers, the stock ledger, work-order reservations,
 * purchase orders and spare-part requests.
 */
export const INVENTORY_MANIFEST = defineModule({
  name: 'inventory',
  module: InventoryModule,
  access: INVENTORY_CATALOGUE,
  migrations: [
    { name: 'Migration20261127010000_inventory', class: Migration20261127010000_inventory },
    {
      name: 'Migration20261127030000_work_order_stock',
      class: Migration20261127030000_work_order_stock,
    },
    {
      name: 'Migration20261127040000_inventory_read_paths',
      class: Migration20261127040000_inventory_read_paths,
    },
  ],
  /** Its tables, written in SQL only (no entities). */
  tables: [
    'inventory_settings',
    'supplier',
    'part',
    'part_stock',
    'stock_movement',
    'part_stock_month',
    'stock_reservation',
    'work_order_stock_sync',
    'purchase_order_counter',
    'purchase_order',
    'purchase_order_line',
    'spare_part_request',
  ],
  jobs: [jobHandledBy(CHECK_STOCK_LEDGER_JOB, CheckStockLedgerJob)],
  /** The balances are checked against the ledger every night. */
  schedules: () => [
    scheduleOf({
      id: 'inventory-check-stock-ledger',
      pattern: CHECK_STOCK_LEDGER_CRON,
      job: CHECK_STOCK_LEDGER_JOB,
      payload: { trigger: 'schedule' },
    }),
  ],
  realtimeRooms: [{ room: realtimeRooms.inventory, permission: PERMISSIONS.inventory.parts.read }],
  notificationTypes: ['inventory_low_stock', 'spare_part_ordered', 'spare_part_received'],
});
