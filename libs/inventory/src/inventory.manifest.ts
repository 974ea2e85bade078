import { PERMISSIONS, realtimeRooms } from '@px/contracts';
import { defineModule } from '@px/platform';
import { Migration20261127010000_inventory } from '../migrations/Migration20261127010000_inventory';
import { Migration20261127030000_work_order_stock } from '../migrations/Migration20261127030000_work_order_stock';
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
  realtimeRooms: [{ room: realtimeRooms.inventory, permission: PERMISSIONS.inventory.parts.read }],
  notificationTypes: ['inventory_low_stock', 'spare_part_ordered', 'spare_part_received'],
});
