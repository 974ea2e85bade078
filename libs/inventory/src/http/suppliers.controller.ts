import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Paginated, type SupplierView } from '@px/contracts';
import { CurrentPrincipal, ParseIdPipe, type Principal, RequirePermission } from '@px/platform';
import { INVENTORY_PERMISSIONS } from '../inventory.catalogue';
import { CreateSupplierCommand } from '../commands/create-supplier.command';
import { UpdateSupplierCommand } from '../commands/update-supplier.command';
import { GetSupplierQuery } from '../queries/supplier.query';
import { ListSuppliersQuery } from '../queries/supplier-list.query';
import { CreateSupplierDto, SupplierListQueryDto, UpdateSupplierDto } from './suppliers.dto';

/** /api/suppliers: who the parts desk buys from. */
@ApiTags('inventory')
@ApiBearerAuth()
@Controller('suppliers')
export class SuppliersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(INVENTORY_PERMISSIONS.suppliers.read)
  @ApiOperation({ summary: 'Suppliers by name' })
  list(@Query() query: SupplierListQueryDto): Promise<Paginated<SupplierView>> {
    return this.queries.execute(
      new ListSuppliersQuery({
        page: query.page ?? 1,
        limit: query.limit ?? 20,
        q: query.q ?? null,
        includeInactive: query.include_inactive ?? false,
      }),
    );
  }

  @Get(':id')
  @RequirePermission(INVENTORY_PERMISSIONS.suppliers.read)
  @ApiOperation({ summary: 'One supplier' })
  get(@Param('id', ParseIdPipe) id: string): Promise<SupplierView> {
    return this.queries.execute(new GetSupplierQuery(id));
  }

  @Post()
  @RequirePermission(INVENTORY_PERMISSIONS.suppliers.create)
  @ApiOperation({ summary: 'Adds a supplier (NIF/CIF checked, one per NIF/CIF)' })
  async create(
    @Body() body: CreateSupplierDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SupplierView> {
    const id = await this.commands.execute(new CreateSupplierCommand(body, principal.userId));
    return this.queries.execute(new GetSupplierQuery(id));
  }

  @Patch(':id')
  @RequirePermission(INVENTORY_PERMISSIONS.suppliers.update)
  @ApiOperation({ summary: "Changes a supplier's fields" })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateSupplierDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SupplierView> {
    const { version, ...fields } = body;
    await this.commands.execute(new UpdateSupplierCommand(id, fields, version, principal.userId));
    return this.queries.execute(new GetSupplierQuery(id));
  }
}
