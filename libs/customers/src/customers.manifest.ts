import { CUSTOMERS_CATALOGUE } from './customers.catalogue';
import { defineModule } from '@px/platform';
import { Customer, CustomerMerge } from './domain/customer.entity';
import { CustomersModule } from './customers.module';

/** Customers: people and companies, consents, merges, CSV import and export. */
export const CUSTOMERS_MANIFEST = defineModule({
  name: 'customers',
  module: CustomersModule,
  access: CUSTOMERS_CATALOGUE,
  entities: [Customer, CustomerMerge],
});
