export * from './domain/odometer';
export * from './domain/reminder-state';
export { type VehicleFields } from './domain/vehicle-fields';
export { type ReminderFields } from './domain/service-reminder';
export * from './vehicles.module';
export * from './events/vehicle.events';

// Commands.
export { CreateVehicleCommand, type NewVehicleFields } from './commands/create-vehicle.command';
export { UpdateVehicleCommand, type VehicleUpdate } from './commands/update-vehicle.command';
export { DeleteVehicleCommand } from './commands/delete-vehicle.command';
export {
  RecordOdometerReadingCommand,
  type NewOdometerReading,
} from './commands/record-odometer-reading.command';
export { CreateServiceReminderCommand } from './commands/create-service-reminder.command';
export {
  UpdateServiceReminderCommand,
  type ReminderUpdate,
} from './commands/update-service-reminder.command';
export { DeleteServiceReminderCommand } from './commands/delete-service-reminder.command';

// Queries.
export { GetVehicleQuery } from './queries/vehicle.query';
export { ListVehiclesQuery } from './queries/vehicle-list.query';
export { type VehicleListFilter, type VehicleSort } from './queries/vehicle-list.sql';
export { SearchVehiclesQuery } from './queries/vehicle-search.query';
export { GetVehicleHistoryQuery } from './queries/vehicle-history.query';
export { ListOdometerReadingsQuery } from './queries/odometer-readings.query';
export { ListServiceRemindersQuery } from './queries/service-reminders.query';
export { GetServiceReminderQuery } from './queries/service-reminder.query';
export { GetVehicleRefsQuery, type VehicleRef } from './queries/vehicle-refs.query';
/** Answered by work orders (which depends on vehicles, never the reverse). */
export { CountVehicleActiveWorkOrdersQuery } from './queries/vehicle-work-orders.query';

export * from './vehicles.manifest';
