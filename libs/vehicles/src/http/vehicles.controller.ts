import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type Paginated,
  PERMISSIONS,
  type VehicleDetail,
  type VehicleSummary,
} from '@px/contracts';
import {
  CurrentPrincipal,
  NotFoundError,
  ParseIdPipe,
  type Principal,
  RequirePermission,
  SearchQueryDto,
} from '@px/platform';
import { CreateVehicleCommand } from '../commands/create-vehicle.command';
import { DeleteVehicleCommand } from '../commands/delete-vehicle.command';
import { UpdateVehicleCommand } from '../commands/update-vehicle.command';
import { VEHICLE_NOT_FOUND } from '../domain/vehicle-errors';
import { GetVehicleQuery } from '../queries/vehicle.query';
import { ListVehiclesQuery } from '../queries/vehicle-list.query';
import { SearchVehiclesQuery } from '../queries/vehicle-search.query';
import { CreateVehicleDto, ListVehiclesQueryDto, UpdateVehicleDto } from './vehicles.dto';

@ApiTags('vehicles')
@ApiBearerAuth()
@Controller('vehicles')
export class VehiclesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private async detail(id: string): Promise<VehicleDetail> {
    const vehicle = await this.queries.execute(new GetVehicleQuery(id));
    if (!vehicle) throw new NotFoundError(VEHICLE_NOT_FOUND);
    return vehicle;
  }

  @Get()
  @RequirePermission(PERMISSIONS.vehicles.vehicles.read)
  list(@Query() query: ListVehiclesQueryDto): Promise<Paginated<VehicleSummary>> {
    return this.queries.execute(
      new ListVehiclesQuery({
        search: query.search,
        customerId: query.customer_id,
        make: query.make,
        fuel: query.fuel,
        sort: query.sort ?? 'plate',
        page: query.page ?? 1,
        limit: query.limit ?? 20,
      }),
    );
  }

  @Get('search')
  @RequirePermission(PERMISSIONS.vehicles.vehicles.read)
  @ApiOperation({
    summary: 'Search palette: plate (ignoring spaces and dashes), VIN, make and model.',
  })
  search(@Query() query: SearchQueryDto): Promise<VehicleSummary[]> {
    return this.queries.execute(new SearchVehiclesQuery(query.q, query.limit ?? 5));
  }

  @Get(':id')
  @RequirePermission(PERMISSIONS.vehicles.vehicles.read)
  get(@Param('id', ParseIdPipe) id: string): Promise<VehicleDetail> {
    return this.detail(id);
  }

  @Post()
  @RequirePermission(PERMISSIONS.vehicles.vehicles.create)
  async create(
    @Body() body: CreateVehicleDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<VehicleDetail> {
    return this.detail(
      await this.commands.execute(new CreateVehicleCommand(body, principal.userId)),
    );
  }

  @Put(':id')
  @RequirePermission(PERMISSIONS.vehicles.vehicles.update)
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateVehicleDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<VehicleDetail> {
    const { version, ...fields } = body;
    await this.commands.execute(new UpdateVehicleCommand(id, version, fields, principal.userId));
    return this.detail(id);
  }

  @Delete(':id')
  @RequirePermission(PERMISSIONS.vehicles.vehicles.delete)
  async remove(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<null> {
    await this.commands.execute(new DeleteVehicleCommand(id, principal.userId));
    return null;
  }
}
