import { Module } from '@nestjs/common';
import { CreateCustomerHandler } from './commands/create-customer.handler';
import { DeleteCustomerHandler } from './commands/delete-customer.handler';
import { MergeCustomersHandler } from './commands/merge-customers.handler';
import { UpdateCustomerHandler } from './commands/update-customer.handler';
import { CustomerRecordsController } from './http/customer-records.controller';
import { CustomerTransferController } from './http/customer-transfer.controller';
import { CustomersExport } from './import-export/customers-export';
import { ImportCustomersHandler } from './import-export/import-customers.handler';
import { CustomersController } from './http/customers.controller';
import { GetCustomerCardHandler } from './queries/customer-card.query';
import { CustomerHistoryReader } from './queries/customer-history-reader';
import {
  FindCustomerIdsByNameHandler,
  GetCustomerRefsHandler,
} from './queries/customer-refs.query';
import { CustomerSearch } from './queries/customer-search';
import { CustomersReader } from './queries/customers-reader';

/** Customers: people and companies, their consents, merges, import and export. */
@Module({
  controllers: [CustomerTransferController, CustomersController, CustomerRecordsController],
  providers: [
    CustomersReader,
    CustomerHistoryReader,
    MergeCustomersHandler,
    ImportCustomersHandler,
    CustomersExport,
    CustomerSearch,
    CreateCustomerHandler,
    UpdateCustomerHandler,
    DeleteCustomerHandler,
    GetCustomerRefsHandler,
    FindCustomerIdsByNameHandler,
    GetCustomerCardHandler,
  ],
})
export class CustomersModule {}
