export * from './domain/vehicle.entity';
export * from './domain/odometer';
export * from './domain/reminder-state';
export * from './vehicles.module';
export * from './events/vehicle.events';
export * from './queries/vehicle-refs.query';
export * from './queries/vehicle-work-orders.query';
export * from './vehicles.manifest';
