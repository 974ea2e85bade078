import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type Paginated,
  type VerifactuRecordListItem,
  type VerifactuSubmissionSummary,
} from '@px/contracts';
import { ParseIdPipe, RequirePermission } from '@px/platform';
import { BILLING_PERMISSIONS } from '../billing.catalogue';
import { RequestVerifactuSubmissionCommand } from '../commands/request-verifactu-submission.command';
import { RetryVerifactuRecordCommand } from '../commands/retry-verifactu-record.command';
import { GetVerifactuRecordQuery } from '../queries/verifactu-record.query';
import { ListVerifactuRecordsQuery } from '../queries/verifactu-records.query';
import { GetVerifactuSummaryQuery } from '../queries/verifactu-summary.query';
import { VerifactuRecordListQueryDto } from './verifactu.dto';

/** /api/billing/verifactu: the records' submission to the AEAT, as the certificate page shows it. */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing/verifactu')
export class VerifactuSubmissionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('summary')
  @RequirePermission(BILLING_PERMISSIONS.certificateAdmin)
  @ApiOperation({ summary: 'Records by submission status, last and next submission' })
  summary(): Promise<VerifactuSubmissionSummary> {
    return this.queries.execute(new GetVerifactuSummaryQuery());
  }

  @Get('records')
  @RequirePermission(BILLING_PERMISSIONS.certificateAdmin)
  @ApiOperation({ summary: 'The records, newest first, optionally of one status' })
  records(
    @Query() query: VerifactuRecordListQueryDto,
  ): Promise<Paginated<VerifactuRecordListItem>> {
    return this.queries.execute(
      new ListVerifactuRecordsQuery({
        page: query.page ?? 1,
        limit: query.limit ?? 20,
        status: query.status ?? null,
      }),
    );
  }

  @Post('records/:id/retry')
  @HttpCode(200)
  @RequirePermission(BILLING_PERMISSIONS.certificateAdmin)
  @ApiOperation({
    summary: 'A rejected or pending record back to pending, and a submission asked for',
  })
  async retry(@Param('id', ParseIdPipe) id: string): Promise<VerifactuRecordListItem> {
    await this.commands.execute(new RetryVerifactuRecordCommand(id));
    return this.queries.execute(new GetVerifactuRecordQuery(id));
  }

  @Post('submit')
  @HttpCode(202)
  @RequirePermission(BILLING_PERMISSIONS.certificateAdmin)
  @ApiOperation({ summary: 'Asks the worker to send the pending records now' })
  async submit(): Promise<{ queued: number }> {
    return { queued: await this.commands.execute(new RequestVerifactuSubmissionCommand()) };
  }
}
