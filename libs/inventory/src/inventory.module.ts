import { Module } from '@nestjs/common';
import { AdjustStockHandler } from './commands/adjust-stock.command';
import { CreatePartHandler } from './commands/create-part.command';
import { CreateSupplierHandler } from './commands/create-supplier.command';
import { ImportPartsHandler } from './commands/import-parts.command';
import { UpdatePartHandler } from './commands/update-part.command';
import { UpdateSupplierHandler } from './commands/update-supplier.command';
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

/** Inventory: the controllers, one handler per command and query, and the subscribers. */
@Module({
  controllers: [PartsController, SuppliersController],
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
  ],
})
export class InventoryModule {}
