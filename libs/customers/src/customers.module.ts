import { Module } from '@nestjs/common';
import { CreateCustomerHandler } from './commands/create-customer.handler';
import { DeleteCustomerHandler } from './commands/delete-customer.handler';
import { UpdateCustomerHandler } from './commands/update-customer.handler';
import { CustomersController } from './http/customers.controller';
import {
  FindCustomerIdsByNameHandler,
  GetCustomerRefsHandler,
} from './queries/customer-refs.query';
import { CustomerSearch } from './queries/customer-search';
import { CustomersReader } from './queries/customers-reader';

/** Customers: people and companies, their consents, merges, import and export. */
@Module({
  controllers: [CustomersController],
  providers: [
    CustomersReader,
    CustomerSearch,
    CreateCustomerHandler,
    UpdateCustomerHandler,
    DeleteCustomerHandler,
    GetCustomerRefsHandler,
    FindCustomerIdsByNameHandler,
  ],
})
export class CustomersModule {}
