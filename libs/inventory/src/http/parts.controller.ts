import { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import {
  type Paginated,
  type PartFacets,
  type PartImportReport,
  type PartListItem,
  type PartView,
  type StockMovementView,
} from '@px/contracts';
import {
  BodyLimit,
  CurrentPrincipal,
  PageQueryDto,
  ParseIdPipe,
  type Principal,
  RequirePermission,
} from '@px/platform';
import { INVENTORY_PERMISSIONS } from '../inventory.catalogue';
import { AdjustStockCommand } from '../commands/adjust-stock.command';
import { CreatePartCommand } from '../commands/create-part.command';
import { ImportPartsCommand } from '../commands/import-parts.command';
import { UpdatePartCommand } from '../commands/update-part.command';
import { GetPartQuery } from '../queries/part.query';
import { GetPartFacetsQuery } from '../queries/part-facets.query';
import { type PartFilter } from '../queries/part-filter';
import { ListPartsQuery } from '../queries/part-list.query';
import { GetPartMovementsQuery } from '../queries/part-movements.query';
import { GetPartsCsvQuery } from '../queries/parts-csv.query';
import {
  CreatePartDto,
  ImportPartsDto,
  PartFilterQueryDto,
  StockAdjustmentDto,
  UpdatePartDto,
} from './parts.dto';

/** A catalogue of 20,000 rows is about 3 MB of CSV. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

const filterOf = (query: PartFilterQueryDto): PartFilter => ({
  q: query.q ?? null,
  category: query.category ?? null,
  brand: query.brand ?? null,
  warehouse: query.warehouse ?? null,
  belowMinimum: query.below_minimum ?? false,
  includeInactive: query.include_inactive ?? false,
});

/**
 * /api/parts: the catalogue, each part's ledger and its stock adjustments, the CSV import and
 * export. Thin: builds a command or query, dispatches it.
 */
@ApiTags('inventory')
@ApiBearerAuth()
@Controller('parts')
export class PartsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(INVENTORY_PERMISSIONS.parts.read)
  @ApiOperation({ summary: 'The parts table with stock, by name, with filters' })
  list(@Query() query: PartFilterQueryDto): Promise<Paginated<PartListItem>> {
    return this.queries.execute(
      new ListPartsQuery({ ...filterOf(query), page: query.page ?? 1, limit: query.limit ?? 20 }),
    );
  }

  @Get('facets')
  @RequirePermission(INVENTORY_PERMISSIONS.parts.read)
  @ApiOperation({ summary: "The filters' brands and warehouses" })
  facets(): Promise<PartFacets> {
    return this.queries.execute(new GetPartFacetsQuery());
  }

  /** Raw CSV (no envelope), streamed as it is read. */
  @Get('export.csv')
  @RequirePermission(INVENTORY_PERMISSIONS.parts.read)
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The catalogue as CSV (the import reads it back)' })
  async export(@Query() query: PartFilterQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const chunks = await this.queries.execute(new GetPartsCsvQuery(filterOf(query)));
    const date = new Date().toISOString().slice(0, 10);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="piezas-${date}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(chunks));
  }

  @Post('import')
  @HttpCode(200)
  @BodyLimit(IMPORT_BODY_LIMIT)
  @RequirePermission(INVENTORY_PERMISSIONS.parts.create)
  @ApiOperation({ summary: 'Dry run (row errors) or all-or-nothing commit of a catalogue CSV' })
  import(
    @Body() body: ImportPartsDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PartImportReport> {
    return this.commands.execute(new ImportPartsCommand(body.csv, body.dry_run, principal.userId));
  }

  @Get(':id')
  @RequirePermission(INVENTORY_PERMISSIONS.parts.read)
  @ApiOperation({ summary: 'One part with its stock' })
  get(@Param('id', ParseIdPipe) id: string): Promise<PartView> {
    return this.queries.execute(new GetPartQuery(id));
  }

  @Post()
  @RequirePermission(INVENTORY_PERMISSIONS.parts.create)
  @ApiOperation({ summary: 'Adds a part to the catalogue (its shelf starts empty)' })
  async create(
    @Body() body: CreatePartDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PartView> {
    const id = await this.commands.execute(new CreatePartCommand(body, principal.userId));
    return this.queries.execute(new GetPartQuery(id));
  }

  @Patch(':id')
  @RequirePermission(INVENTORY_PERMISSIONS.parts.update)
  @ApiOperation({ summary: "Changes a part's catalogue fields (never its stock)" })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdatePartDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PartView> {
    const { version, ...fields } = body;
    await this.commands.execute(new UpdatePartCommand(id, fields, version, principal.userId));
    return this.queries.execute(new GetPartQuery(id));
  }

  @Get(':id/movements')
  @RequirePermission(INVENTORY_PERMISSIONS.stock.read)
  @ApiOperation({ summary: "The part's stock ledger, newest first" })
  movements(
    @Param('id', ParseIdPipe) id: string,
    @Query() query: PageQueryDto,
  ): Promise<Paginated<StockMovementView>> {
    return this.queries.execute(
      new GetPartMovementsQuery(id, { page: query.page ?? 1, limit: query.limit ?? 20 }),
    );
  }

  @Post(':id/adjustments')
  @HttpCode(201)
  @RequirePermission(INVENTORY_PERMISSIONS.stock.adjust)
  @ApiOperation({ summary: 'A stock count or correction, with its reason (a new movement)' })
  async adjust(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: StockAdjustmentDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PartView> {
    await this.commands.execute(new AdjustStockCommand(id, body, principal.userId));
    return this.queries.execute(new GetPartQuery(id));
  }
}
