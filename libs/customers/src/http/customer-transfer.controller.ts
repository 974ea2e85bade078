import { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CustomerImportReport, PERMISSIONS } from '@px/contracts';
import { type FastifyReply } from 'fastify';
import { BodyLimit, CurrentPrincipal, type Principal, RequirePermission } from '@px/platform';
import { ImportCustomersCommand } from '../commands/import-customers.command';
import { GetCustomersCsvQuery } from '../queries/customers-csv.query';
import { ExportCustomersQueryDto, ImportCustomersDto } from './customers.dto';

/** The CSV is sent as the text of a JSON field: up to 5 MB, well over 20,000 rows. */
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

/** Moving customers (with their vehicles) in and out of the workshop as CSV. */
@ApiTags('customers')
@ApiBearerAuth()
@Controller('customers')
export class CustomerTransferController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('import')
  @HttpCode(200)
  @BodyLimit(IMPORT_BODY_LIMIT)
  @RequirePermission(PERMISSIONS.customers.customers.import)
  @ApiOperation({ summary: 'Dry run (row errors) or all-or-nothing commit of a customers CSV.' })
  import(
    @Body() body: ImportCustomersDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerImportReport> {
    return this.commands.execute(
      new ImportCustomersCommand(body.csv, body.dry_run, principal.userId),
    );
  }

  /** Raw CSV (no envelope), streamed to the reply as it is read. */
  @Get('export')
  @RequirePermission(PERMISSIONS.customers.customers.export)
  async export(@Query() query: ExportCustomersQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const chunks = await this.queries.execute(
      new GetCustomersCsvQuery({ search: query.search, type: query.type, tag: query.tag }),
    );
    const date = new Date().toISOString().slice(0, 10);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="clientes-${date}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(chunks));
  }
}
