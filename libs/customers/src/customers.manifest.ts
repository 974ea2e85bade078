import { CUSTOMERS_CATALOGUE } from './customers.catalogue';
import { defineModule } from '@px/platform';
import { Customer, CustomerMerge } from './domain/customer.entity';
import { CustomersModule } from './customers.module';
import { CUSTOMER_EXPORT_MAX_ROWS } from './queries/customers-csv.query';
import { Migration20261127190000_customer_live_created_index } from '../migrations/Migration20261127190000_customer_live_created_index';

/** Customers: people and companies, consents, merges, CSV import and export. */
export const CUSTOMERS_MANIFEST = defineModule({
  name: 'customers',
  module: CustomersModule,
  access: CUSTOMERS_CATALOGUE,
  entities: [Customer, CustomerMerge],
  settings: [CUSTOMER_EXPORT_MAX_ROWS],
  migrations: [
    {
      name: 'Migration20261127190000_customer_live_created_index',
      class: Migration20261127190000_customer_live_created_index,
    },
  ],
});
