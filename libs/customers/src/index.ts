export * from './domain/customer.entity';
export * from './domain/customer-name';
export * from './customers.module';
export * from './events/customer.events';
export * from './queries/customer-vehicles.queries';
export * from './queries/customer-refs.query';
export * from './queries/customer-card.query';
export * from './customers.manifest';
