import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CustomerDetail,
  type CustomerSearchResult,
  type CustomerSummary,
  type Paginated,
} from '@px/contracts';
import {
  CurrentPrincipal,
  NotFoundError,
  ParseIdPipe,
  type Principal,
  RequirePermission,
  SearchQueryDto,
} from '@px/platform';
import { CreateCustomerHandler } from '../commands/create-customer.handler';
import { DeleteCustomerHandler } from '../commands/delete-customer.handler';
import { CUSTOMER_NOT_FOUND, UpdateCustomerHandler } from '../commands/update-customer.handler';
import { CustomerSearch } from '../queries/customer-search';
import { CustomersReader } from '../queries/customers-reader';
import { CustomerFieldsDto, ListCustomersQueryDto, UpdateCustomerDto } from './customers.dto';

const READ = 'customers.customers.read';

@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
export class CustomersController {
  constructor(
    private readonly reader: CustomersReader,
    private readonly searcher: CustomerSearch,
    private readonly creator: CreateCustomerHandler,
    private readonly updater: UpdateCustomerHandler,
    private readonly deleter: DeleteCustomerHandler,
  ) {}

  private async detail(id: string): Promise<CustomerDetail> {
    const customer = await this.reader.get(id);
    if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    return customer;
  }

  @Get()
  @RequirePermission(READ)
  list(@Query() query: ListCustomersQueryDto): Promise<Paginated<CustomerSummary>> {
    return this.reader.list({
      search: query.search,
      type: query.type,
      tag: query.tag,
      sort: query.sort ?? 'name',
      page: query.page ?? 1,
      limit: query.limit ?? 20,
    });
  }

  @Get('search')
  @RequirePermission(READ)
  @ApiOperation({
    summary: 'Search palette: name, company, e-mail, phone, NIF and vehicle plates.',
  })
  search(@Query() query: SearchQueryDto): Promise<CustomerSearchResult[]> {
    return this.searcher.search(query.q, query.limit ?? 5);
  }

  @Get(':id')
  @RequirePermission(READ)
  get(@Param('id', ParseIdPipe) id: string): Promise<CustomerDetail> {
    return this.detail(id);
  }

  @Post()
  @RequirePermission('customers.customers.create')
  async create(
    @Body() body: CustomerFieldsDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerDetail> {
    return this.detail(await this.creator.execute(body, principal.userId));
  }

  @Put(':id')
  @RequirePermission('customers.customers.update')
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateCustomerDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerDetail> {
    const { version, ...fields } = body;
    await this.updater.execute(id, version, fields, principal.userId);
    return this.detail(id);
  }

  @Delete(':id')
  @RequirePermission('customers.customers.delete')
  async remove(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<null> {
    await this.deleter.execute(id, principal.userId);
    return null;
  }
}
