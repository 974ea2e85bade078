import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CustomerHistoryEntry,
  type CustomerMergeRecord,
  type Paginated,
  PERMISSIONS,
} from '@px/contracts';
import {
  CurrentPrincipal,
  NotFoundError,
  PageQueryDto,
  ParseIdPipe,
  type Principal,
  RequirePermission,
} from '@px/platform';
import { MergeCustomersCommand } from '../commands/merge-customers.command';
import { CUSTOMER_NOT_FOUND } from '../domain/customer-errors';
import { GetCustomerHistoryQuery } from '../queries/customer-history.query';
import { GetCustomerMergeQuery } from '../queries/customer-merge.query';
import { ListCustomerMergesQuery } from '../queries/customer-merges.query';
import { MergeCustomersDto } from './customers.dto';

function found<T>(value: T | null): T {
  if (value === null) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return value;
}

/** A customer's history and merges. */
@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers/:id')
export class CustomerRecordsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('history')
  @RequirePermission(PERMISSIONS.customers.customers.read)
  @ApiOperation({ summary: "The customer's own facts and their vehicles' history, newest first." })
  async getHistory(
    @Param('id', ParseIdPipe) id: string,
    @Query() query: PageQueryDto,
  ): Promise<Paginated<CustomerHistoryEntry>> {
    return found(
      await this.queries.execute(
        new GetCustomerHistoryQuery(id, query.page ?? 1, query.limit ?? 20),
      ),
    );
  }

  @Get('merges')
  @RequirePermission(PERMISSIONS.customers.customers.read)
  async listMerges(@Param('id', ParseIdPipe) id: string): Promise<CustomerMergeRecord[]> {
    return found(await this.queries.execute(new ListCustomerMergesQuery(id)));
  }

  @Post('merge')
  @RequirePermission(PERMISSIONS.customers.customers.merge)
  @ApiOperation({ summary: 'Merge the duplicate `source_id` into this customer.' })
  async merge(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: MergeCustomersDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerMergeRecord> {
    const mergeId = await this.commands.execute(
      new MergeCustomersCommand(id, body.source_id, principal.userId),
    );
    return found(await this.queries.execute(new GetCustomerMergeQuery(mergeId)));
  }
}
