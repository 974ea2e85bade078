export * from './domain/customer-name';
export { type CustomerFields } from './domain/customer-fields';
export * from './customers.module';
export * from './events/customer.events';

// Commands.
export { CreateCustomerCommand } from './commands/create-customer.command';
export { UpdateCustomerCommand } from './commands/update-customer.command';
export { DeleteCustomerCommand } from './commands/delete-customer.command';
export { MergeCustomersCommand } from './commands/merge-customers.command';
export { ImportCustomersCommand } from './commands/import-customers.command';
/** Handled by vehicles: a merge moves the duplicate's vehicles, an import creates its vehicles. */
export { MoveCustomerVehiclesCommand } from './commands/move-customer-vehicles.command';
export { CreateImportedVehiclesCommand } from './commands/create-imported-vehicles.command';

// Queries.
export { GetCustomerQuery } from './queries/customer.query';
export { ListCustomersQuery } from './queries/customer-list.query';
export { type CustomerListFilter, type CustomerSort } from './queries/customer-list.sql';
export { SearchCustomersQuery } from './queries/customer-search.query';
export { GetCustomerHistoryQuery } from './queries/customer-history.query';
export { ListCustomerMergesQuery } from './queries/customer-merges.query';
export { GetCustomerMergeQuery } from './queries/customer-merge.query';
export { GetCustomersCsvQuery, type CustomersCsvFilter } from './queries/customers-csv.query';
export { GetCustomerRefsQuery, type CustomerRef } from './queries/customer-refs.query';
export { FindCustomerIdsByNameQuery } from './queries/customer-ids-by-name.query';
export { GetCustomerCardQuery, type CustomerCard } from './queries/customer-card.query';
/** Answered by vehicles (which depends on customers, never the reverse). */
export {
  CountCustomerVehiclesQuery,
  type CustomerVehicleFootprint,
} from './queries/customer-vehicle-footprint.query';
export { FindOwnersByPlateQuery, type PlateMatch } from './queries/owners-by-plate.query';
export {
  ListCustomerVehicleHistoryQuery,
  type CustomerVehicleHistory,
} from './queries/customer-vehicle-history.query';
export {
  CheckImportedVehiclesQuery,
  type ImportedVehicleRow,
} from './queries/imported-vehicle-errors.query';
export {
  ListVehiclesForExportQuery,
  type ExportedVehicleRow,
} from './queries/vehicles-for-export.query';
/** Answered by work orders (which depends on customers, never the reverse). */
export { CountCustomerWorkOrdersQuery } from './queries/customer-work-orders.query';

export * from './customers.manifest';
