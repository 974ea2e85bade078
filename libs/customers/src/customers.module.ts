import { Module } from '@nestjs/common';
import { CreateCustomerHandler } from './commands/create-customer.command';
import { DeleteCustomerHandler } from './commands/delete-customer.command';
import { ImportCustomersHandler } from './commands/import-customers.command';
import { MergeCustomersHandler } from './commands/merge-customers.command';
import { UpdateCustomerHandler } from './commands/update-customer.command';
import { CustomerRecordsController } from './http/customer-records.controller';
import { CustomerTransferController } from './http/customer-transfer.controller';
import { CustomersController } from './http/customers.controller';
import { GetCustomerHandler } from './queries/customer.query';
import { GetCustomerCardHandler } from './queries/customer-card.query';
import { GetCustomerHistoryHandler } from './queries/customer-history.query';
import { CustomerHistoryReader } from './queries/customer-history-reader';
import { FindCustomerIdsByNameHandler } from './queries/customer-ids-by-name.query';
import { ListCustomersHandler } from './queries/customer-list.query';
import { GetCustomerMergeHandler } from './queries/customer-merge.query';
import { ListCustomerMergesHandler } from './queries/customer-merges.query';
import { GetCustomerRefsHandler } from './queries/customer-refs.query';
import { SearchCustomersHandler } from './queries/customer-search.query';
import { CustomerSearchReader } from './queries/customer-search-reader';
import { GetCustomersCsvHandler } from './queries/customers-csv.query';
import { CustomersReader } from './queries/customers-reader';

/** Customers: people and companies, their consents, merges, import and export. */
@Module({
  controllers: [CustomerTransferController, CustomersController, CustomerRecordsController],
  providers: [
    // Readers (internal to the query handlers).
    CustomersReader,
    CustomerHistoryReader,
    CustomerSearchReader,
    // Commands.
    CreateCustomerHandler,
    UpdateCustomerHandler,
    DeleteCustomerHandler,
    MergeCustomersHandler,
    ImportCustomersHandler,
    // Queries.
    GetCustomerHandler,
    ListCustomersHandler,
    SearchCustomersHandler,
    GetCustomerHistoryHandler,
    ListCustomerMergesHandler,
    GetCustomerMergeHandler,
    GetCustomersCsvHandler,
    GetCustomerRefsHandler,
    FindCustomerIdsByNameHandler,
    GetCustomerCardHandler,
  ],
})
export class CustomersModule {}
