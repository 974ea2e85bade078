import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Paginated, type SparePartRequestView } from '@px/contracts';
import { CurrentPrincipal, ParseIdPipe, type Principal, RequirePermission } from '@px/platform';
import { INVENTORY_PERMISSIONS } from '../inventory.catalogue';
import { CreateSparePartRequestCommand } from '../commands/create-spare-part-request.command';
import {
  DecideSparePartRequestCommand,
  type RequestDecision,
} from '../commands/decide-spare-part-request.command';
import { HandOverSparePartCommand } from '../commands/hand-over-spare-part.command';
import { OrderSparePartCommand } from '../commands/order-spare-part.command';
import { GetRequestActorQuery, type RequestActor } from '../queries/request-actor.query';
import { GetSparePartRequestQuery } from '../queries/spare-part-request.query';
import { ListSparePartRequestsQuery } from '../queries/spare-part-request-list.query';
import {
  CreateRequestDto,
  OrderRequestDto,
  RejectRequestDto,
  RequestListQueryDto,
  ServeRequestDto,
} from './spare-part-requests.dto';

const PERMS = INVENTORY_PERMISSIONS.spare_part_requests;

/**
 * /api/spare-part-requests: mechanics ask for parts for their orders (and see their own); the
 * parts desk (…approve) sees the board and approves, rejects, serves, orders and delivers.
 */
@ApiTags('inventory')
@ApiBearerAuth()
@Controller('spare-part-requests')
export class SparePartRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private actor(principal: Principal): Promise<RequestActor> {
    return this.queries.execute(new GetRequestActorQuery(principal));
  }

  private async answer(id: string, principal: Principal): Promise<SparePartRequestView> {
    return this.queries.execute(new GetSparePartRequestQuery(id, await this.actor(principal)));
  }

  @Get()
  @RequirePermission(PERMS.read)
  @ApiOperation({ summary: "The desk's board (every request) or a mechanic's own, newest first" })
  async list(
    @Query() query: RequestListQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Paginated<SparePartRequestView>> {
    return this.queries.execute(
      new ListSparePartRequestsQuery(
        {
          page: query.page ?? 1,
          limit: query.limit ?? 20,
          status: query.status,
          workOrderId: query.work_order_id ?? null,
          q: query.q ?? null,
        },
        await this.actor(principal),
      ),
    );
  }

  @Post()
  @RequirePermission(PERMS.create)
  @ApiOperation({ summary: 'Asks the parts desk for a part for a work order' })
  async create(
    @Body() body: CreateRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SparePartRequestView> {
    const id = await this.commands.execute(
      new CreateSparePartRequestCommand(body, await this.actor(principal)),
    );
    return this.answer(id, principal);
  }

  @Get(':id')
  @RequirePermission(PERMS.read)
  @ApiOperation({ summary: 'One request (a mechanic: only their own)' })
  async get(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SparePartRequestView> {
    return this.answer(id, principal);
  }

  private async decide(id: string, decision: RequestDecision, principal: Principal) {
    await this.commands.execute(
      new DecideSparePartRequestCommand(id, decision, await this.actor(principal)),
    );
    return this.answer(id, principal);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @RequirePermission(PERMS.approve)
  @ApiOperation({ summary: 'The parts desk approves the request' })
  approve(@Param('id', ParseIdPipe) id: string, @CurrentPrincipal() principal: Principal) {
    return this.decide(id, { kind: 'approve' }, principal);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @RequirePermission(PERMS.approve)
  @ApiOperation({ summary: 'The parts desk rejects it, saying why' })
  reject(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: RejectRequestDto,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.decide(id, { kind: 'reject', reason: body.reason }, principal);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RequirePermission(PERMS.create)
  @ApiOperation({ summary: 'The requester (before it is ordered) or the desk cancels it' })
  cancel(@Param('id', ParseIdPipe) id: string, @CurrentPrincipal() principal: Principal) {
    return this.decide(id, { kind: 'cancel' }, principal);
  }

  @Post(':id/serve')
  @HttpCode(200)
  @RequirePermission(PERMS.approve)
  @ApiOperation({ summary: 'Served from the shelf to the order' })
  async serve(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: ServeRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SparePartRequestView> {
    await this.commands.execute(
      new HandOverSparePartCommand(id, 'serve', body.part_id ?? null, await this.actor(principal)),
    );
    return this.answer(id, principal);
  }

  @Post(':id/order')
  @HttpCode(200)
  @RequirePermission(PERMS.approve)
  @ApiOperation({ summary: "Ordered from a supplier (on the supplier's draft purchase order)" })
  async order(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: OrderRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SparePartRequestView> {
    await this.commands.execute(new OrderSparePartCommand(id, body, await this.actor(principal)));
    return this.answer(id, principal);
  }

  @Post(':id/deliver')
  @HttpCode(200)
  @RequirePermission(PERMS.approve)
  @ApiOperation({ summary: 'What was received is handed to the order' })
  async deliver(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: ServeRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SparePartRequestView> {
    await this.commands.execute(
      new HandOverSparePartCommand(
        id,
        'deliver',
        body.part_id ?? null,
        await this.actor(principal),
      ),
    );
    return this.answer(id, principal);
  }
}
