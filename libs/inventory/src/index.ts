// The public surface of @px/inventory: its manifest, Nest module, commands, queries (with their
// answers) and events. Never handlers or readers (CONVENTIONS: other libs go through the buses).
export { CreatePartCommand } from './commands/create-part.command';
export { UpdatePartCommand } from './commands/update-part.command';
export { AdjustStockCommand } from './commands/adjust-stock.command';
export { CreateSupplierCommand } from './commands/create-supplier.command';
export { ListPartsQuery } from './queries/part-list.query';
export { GetPartQuery } from './queries/part.query';
export * from './events/part.events';
export * from './events/supplier.events';
export * from './events/purchase-order.events';
export * from './events/spare-part-request.events';
export * from './events/stock-ledger.events';
export { type StockDrift } from './queries/stock-ledger-drift.query';
export * from './inventory.module';
export * from './inventory.manifest';
