import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CustomerHistoryEntry, type CustomerMergeRecord, type Paginated } from '@px/contracts';
import {
  CurrentPrincipal,
  NotFoundError,
  PageQueryDto,
  ParseIdPipe,
  type Principal,
  RequirePermission,
} from '@px/platform';
import { MergeCustomersHandler } from '../commands/merge-customers.handler';
import { CUSTOMER_NOT_FOUND } from '../commands/update-customer.handler';
import { CustomerHistoryReader } from '../queries/customer-history-reader';
import { MergeCustomersDto } from './customers.dto';

const READ = 'customers.customers.read';

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
    private readonly history: CustomerHistoryReader,
    private readonly merger: MergeCustomersHandler,
  ) {}

  @Get('history')
  @RequirePermission(READ)
  @ApiOperation({ summary: "The customer's own facts and their vehicles' history, newest first." })
  async getHistory(
    @Param('id', ParseIdPipe) id: string,
    @Query() query: PageQueryDto,
  ): Promise<Paginated<CustomerHistoryEntry>> {
    return found(await this.history.history(id, query.page ?? 1, query.limit ?? 20));
  }

  @Get('merges')
  @RequirePermission(READ)
  async listMerges(@Param('id', ParseIdPipe) id: string): Promise<CustomerMergeRecord[]> {
    return found(await this.history.merges(id));
  }

  @Post('merge')
  @RequirePermission('customers.customers.merge')
  @ApiOperation({ summary: 'Merge the duplicate `source_id` into this customer.' })
  async merge(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: MergeCustomersDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerMergeRecord> {
    const mergeId = await this.merger.execute(id, body.source_id, principal.userId);
    return found(await this.history.merge(mergeId));
  }
}
