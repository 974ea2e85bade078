import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CustomerDetail,
  type CustomerSearchResult,
  type CustomerSummary,
  type Paginated,
  PERMISSIONS,
} from '@px/contracts';
import {
  CurrentPrincipal,
  NotFoundError,
  ParseIdPipe,
  type Principal,
  RequirePermission,
  SearchQueryDto,
} from '@px/platform';
import { CreateCustomerCommand } from '../commands/create-customer.command';
import { DeleteCustomerCommand } from '../commands/delete-customer.command';
import { UpdateCustomerCommand } from '../commands/update-customer.command';
import { CUSTOMER_NOT_FOUND } from '../domain/customer-errors';
import { GetCustomerQuery } from '../queries/customer.query';
import { ListCustomersQuery } from '../queries/customer-list.query';
import { SearchCustomersQuery } from '../queries/customer-search.query';
import { CustomerFieldsDto, ListCustomersQueryDto, UpdateCustomerDto } from './customers.dto';

@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
export class CustomersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private async detail(id: string): Promise<CustomerDetail> {
    const customer = await this.queries.execute(new GetCustomerQuery(id));
    if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    return customer;
  }

  @Get()
  @RequirePermission(PERMISSIONS.customers.customers.read)
  list(@Query() query: ListCustomersQueryDto): Promise<Paginated<CustomerSummary>> {
    return this.queries.execute(
      new ListCustomersQuery({
        search: query.search,
        type: query.type,
        tag: query.tag,
        sort: query.sort ?? 'name',
        page: query.page ?? 1,
        limit: query.limit ?? 20,
      }),
    );
  }

  @Get('search')
  @RequirePermission(PERMISSIONS.customers.customers.read)
  @ApiOperation({
    summary: 'Search palette: name, company, e-mail, phone, NIF and vehicle plates.',
  })
  search(@Query() query: SearchQueryDto): Promise<CustomerSearchResult[]> {
    return this.queries.execute(new SearchCustomersQuery(query.q, query.limit ?? 5));
  }

  @Get(':id')
  @RequirePermission(PERMISSIONS.customers.customers.read)
  get(@Param('id', ParseIdPipe) id: string): Promise<CustomerDetail> {
    return this.detail(id);
  }

  @Post()
  @RequirePermission(PERMISSIONS.customers.customers.create)
  async create(
    @Body() body: CustomerFieldsDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerDetail> {
    return this.detail(
      await this.commands.execute(new CreateCustomerCommand(body, principal.userId)),
    );
  }

  @Put(':id')
  @RequirePermission(PERMISSIONS.customers.customers.update)
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateCustomerDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerDetail> {
    const { version, ...fields } = body;
    await this.commands.execute(new UpdateCustomerCommand(id, version, fields, principal.userId));
    return this.detail(id);
  }

  @Delete(':id')
  @RequirePermission(PERMISSIONS.customers.customers.delete)
  async remove(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<null> {
    await this.commands.execute(new DeleteCustomerCommand(id, principal.userId));
    return null;
  }
}
