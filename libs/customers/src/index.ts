import { Customer, CustomerMerge } from './domain/customer.entity';

export * from './domain/customer.entity';
export * from './domain/customer-name';
export * from './customers.module';

export const CUSTOMERS_ENTITIES = [Customer, CustomerMerge];
