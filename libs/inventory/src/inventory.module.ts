import { Module } from '@nestjs/common';
import { GetPurchaseOrderPdfHandler } from './queries/purchase-order-pdf.query';
import { CheckStockLedgerJob } from './jobs/check-stock-ledger.job';
import { ReportStockLedgerDriftHandler } from './commands/report-stock-ledger-drift.command';
import { FindStockLedgerDriftHandler } from './queries/stock-ledger-drift.query';
import { PurchaseOrdersController } from './http/purchase-orders.controller';
import { SparePartRequestsController } from './http/spare-part-requests.controller';
import { CreatePurchaseOrderHandler } from './commands/create-purchase-order.command';
import { UpdatePurchaseOrderHandler } from './commands/update-purchase-order.command';
import { SendPurchaseOrderHandler } from './commands/send-purchase-order.command';
import { ReceivePurchaseOrderHandler } from './commands/receive-purchase-order.command';
import { CancelPurchaseOrderHandler } from './commands/cancel-purchase-order.command';
import { ProposePurchaseOrdersHandler } from './commands/propose-purchase-orders.command';
import { CreateSparePartRequestHandler } from './commands/create-spare-part-request.command';
import { DecideSparePartRequestHandler } from './commands/decide-spare-part-request.command';
import { HandOverSparePartHandler } from './commands/hand-over-spare-part.command';
import { OrderSparePartHandler } from './commands/order-spare-part.command';
import { GetPurchaseOrderHandler } from './queries/purchase-order.query';
import { ListPurchaseOrdersHandler } from './queries/purchase-order-list.query';
import { GetRequestActorHandler } from './queries/request-actor.query';
import { GetSparePartRequestHandler } from './queries/spare-part-request.query';
import { ListSparePartRequestsHandler } from './queries/spare-part-request-list.query';
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
import { PartMatchesCache } from './queries/part-matches';
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
import { GetInventoryAnalyticsHandler } from './queries/inventory-analytics.query';

/** Inventory: the controllers, one handler per command and query, and the subscribers. */
@Module({
  controllers: [
    PartsController,
    SuppliersController,
    PurchaseOrdersController,
    SparePartRequestsController,
    InventoryController,
  ],
  providers: [
    CreatePartHandler,
    UpdatePartHandler,
    AdjustStockHandler,
    ImportPartsHandler,
    CreateSupplierHandler,
    UpdateSupplierHandler,
    ListPartsHandler,
    PartMatchesCache,
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
    GetInventoryAnalyticsHandler,
    ReportStockLedgerDriftHandler,
    CheckStockLedgerJob,
    FindStockLedgerDriftHandler,
    CreatePurchaseOrderHandler,
    UpdatePurchaseOrderHandler,
    SendPurchaseOrderHandler,
    ReceivePurchaseOrderHandler,
    CancelPurchaseOrderHandler,
    ProposePurchaseOrdersHandler,
    CreateSparePartRequestHandler,
    DecideSparePartRequestHandler,
    HandOverSparePartHandler,
    OrderSparePartHandler,
    GetPurchaseOrderHandler,
    GetPurchaseOrderPdfHandler,
    ListPurchaseOrdersHandler,
    GetRequestActorHandler,
    GetSparePartRequestHandler,
    ListSparePartRequestsHandler,
  ],
})
export class InventoryModule {}
