import { Module } from '@nestjs/common';
import { AdjustStockHandler } from './commands/adjust-stock.command';
import { CreatePartHandler } from './commands/create-part.command';
import { CreateSupplierHandler } from './commands/create-supplier.command';
import { ImportPartsHandler } from './commands/import-parts.command';
import { UpdatePartHandler } from './commands/update-part.command';
import { UpdateSupplierHandler } from './commands/update-supplier.command';
import { InventoryController } from './http/inventory.controller';
import { PartsController } from './http/parts.controller';
import { SuppliersController } from './http/suppliers.controller';
import { GetPartFacetsHandler } from './queries/part-facets.query';
import { ListPartsHandler } from './queries/part-list.query';
import { GetPartMovementsHandler } from './queries/part-movements.query';
import { GetPartHandler } from './queries/part.query';
import { GetPartsCsvHandler } from './queries/parts-csv.query';
import { ListSuppliersHandler } from './queries/supplier-list.query';
import { GetSupplierHandler } from './queries/supplier.query';
import { InventoryRealtimeSubscriber } from './subscribers/inventory-realtime.subscriber';
import { WorkOrderStockSubscriber } from './subscribers/work-order-stock.subscriber';
import { SyncWorkOrderStockHandler } from './commands/sync-work-order-stock.command';
import { IsWorkOrderStockKnownHandler } from './queries/work-order-stock-known.query';
import { GetWorkOrderStockHandler } from './queries/work-order-stock.query';

/** Inventory: the controllers, one handler per command and query, and the subscribers. */
@Module({
  controllers: [PartsController, SuppliersController, InventoryController],
  providers: [
    CreatePartHandler,
    UpdatePartHandler,
    AdjustStockHandler,
    ImportPartsHandler,
    CreateSupplierHandler,
    UpdateSupplierHandler,
    ListPartsHandler,
    GetPartHandler,
    GetPartFacetsHandler,
    GetPartMovementsHandler,
    GetPartsCsvHandler,
    ListSuppliersHandler,
    GetSupplierHandler,
    InventoryRealtimeSubscriber,
    WorkOrderStockSubscriber,
    SyncWorkOrderStockHandler,
    IsWorkOrderStockKnownHandler,
    GetWorkOrderStockHandler,
  ],
})
export class InventoryModule {}
