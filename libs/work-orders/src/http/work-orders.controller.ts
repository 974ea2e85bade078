import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import {
  type Paginated,
  PERMISSIONS,
  type WorkOrderAssignee,
  type WorkOrderDetail,
  type WorkOrderLine,
  type WorkOrderStatistics,
  type WorkOrderSummary,
} from '@px/contracts';
import {
  CurrentPrincipal,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  NotFoundError,
  ParseIdPipe,
  type Principal,
  RequirePermission,
  ValidationError,
  sendPdf,
} from '@px/platform';
import { CreateWorkOrderCommand } from '../commands/create-work-order.command';
import { DeleteWorkOrderCommand } from '../commands/delete-work-order.command';
import {
  UpdateWorkOrderCommand,
  type WorkOrderChange,
} from '../commands/update-work-order.command';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { WORK_ORDER_NOT_FOUND } from '../domain/work-order-refusal';
import { GetCreatedWorkOrderQuery } from '../queries/created-work-order.query';
import { GetRepairOrderPdfQuery } from '../queries/repair-order-pdf.query';
import { GetWorkOrderActorQuery } from '../queries/work-order-actor.query';
import { ListWorkOrderAssigneesQuery } from '../queries/work-order-assignees.query';
import { GetWorkOrderQuery } from '../queries/work-order-detail.query';
import { GetWorkOrderLinesQuery } from '../queries/work-order-lines.query';
import { ListWorkOrdersQuery } from '../queries/work-order-list.query';
import { GetWorkOrderStatisticsQuery } from '../queries/work-order-statistics.query';
import {
  AssignDto,
  ChangeStatusDto,
  CreateWorkOrderDto,
  ListWorkOrdersQueryDto,
  ReopenDto,
  UpdateWorkOrderDto,
} from './work-orders.dto';

function idempotencyKeyOf(header: string | undefined): string | null {
  const key = header?.trim();
  if (!key) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new ValidationError([
      {
        field: 'Idempotency-Key',
        code: 'maxLength',
        message: `La cabecera Idempotency-Key no puede superar los ${IDEMPOTENCY_KEY_MAX_LENGTH} caracteres.`,
      },
    ]);
  }
  return key;
}

/** 404 for an order the caller cannot see (or that does not exist). */
function found<T>(value: T | null): T {
  if (value === null) throw new NotFoundError(WORK_ORDER_NOT_FOUND);
  return value;
}

/** The order fields of a create or update body (SPEC's assigned_to is assigned_employee_id). */
function orderFields<
  T extends { assigned_to?: string | null; assigned_employee_id?: string | null },
>(body: T): Omit<T, 'assigned_to'> {
  const { assigned_to: assignedTo, ...fields } = body;
  if (fields.assigned_employee_id === undefined && assignedTo !== undefined) {
    fields.assigned_employee_id = assignedTo;
  }
  return fields;
}

@ApiTags('work-orders')
@ApiBearerAuth()
@Controller('work-orders')
export class WorkOrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private actor(principal: Principal): Promise<WorkOrderActor> {
    return this.queries.execute(new GetWorkOrderActorQuery(principal));
  }

  private async detail(id: string, principal: Principal): Promise<WorkOrderDetail> {
    return found(
      await this.queries.execute(new GetWorkOrderQuery(id, await this.actor(principal))),
    );
  }

  @Get()
  @RequirePermission(PERMISSIONS.work_orders.orders.read)
  async list(
    @Query() query: ListWorkOrdersQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Paginated<WorkOrderSummary>> {
    const filter = {
      statuses: query.status,
      priorities: query.priority,
      assignedTo: query.assigned_to,
      customerId: query.customer_id,
      vehicleId: query.vehicle_id,
      dateFrom: query.date_from,
      dateTo: query.date_to,
      search: query.search,
      sort: query.sort ?? '-created_at',
      page: query.page ?? 1,
      limit: query.limit ?? 20,
    };
    return this.queries.execute(new ListWorkOrdersQuery(filter, await this.actor(principal)));
  }

  @Get('statistics')
  @RequirePermission(PERMISSIONS.work_orders.orders.read)
  @ApiOperation({ summary: 'Counts per status (statusSummary.pending = open orders) and more.' })
  async getStatistics(@CurrentPrincipal() principal: Principal): Promise<WorkOrderStatistics> {
    return this.queries.execute(new GetWorkOrderStatisticsQuery(await this.actor(principal)));
  }

  @Get('assignees')
  @RequirePermission(PERMISSIONS.work_orders.orders.read_all)
  @ApiOperation({ summary: 'Active employees an order can be assigned to.' })
  listAssignees(): Promise<WorkOrderAssignee[]> {
    return this.queries.execute(new ListWorkOrderAssigneesQuery());
  }

  @Get(':id')
  @RequirePermission(PERMISSIONS.work_orders.orders.read)
  get(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkOrderDetail> {
    return this.detail(id, principal);
  }

  @Get(':id/items')
  @RequirePermission(PERMISSIONS.work_orders.orders.read)
  async items(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkOrderLine[]> {
    return found(
      await this.queries.execute(new GetWorkOrderLinesQuery(id, await this.actor(principal))),
    );
  }

  /** The repair order (RD 1457/1986) as a PDF, written straight to the reply (no envelope). */
  @Get(':id/pdf')
  @RequirePermission(PERMISSIONS.work_orders.orders.read)
  @ApiProduces('application/pdf')
  async pdf(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const document = found(
      await this.queries.execute(new GetRepairOrderPdfQuery(id, await this.actor(principal))),
    );
    await sendPdf(reply, document.fileName, document.pdf);
  }

  @Post()
  @RequirePermission(PERMISSIONS.work_orders.orders.create)
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  async create(
    @Body() body: CreateWorkOrderDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkOrderDetail> {
    const actor = await this.actor(principal);
    const created = await this.commands.execute(
      new CreateWorkOrderCommand(orderFields(body), actor, idempotencyKeyOf(idempotencyKey)),
    );
    return found(await this.queries.execute(new GetCreatedWorkOrderQuery(created, actor)));
  }

  @Put(':id')
  @RequirePermission(PERMISSIONS.work_orders.orders.update, PERMISSIONS.work_orders.orders.work)
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateWorkOrderDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkOrderDetail> {
    const fields = orderFields(body);
    const change: WorkOrderChange = {
      title: fields.title,
      complaint: fields.complaint,
      requested_work: fields.requested_work,
      diagnosis: fields.diagnosis,
      priority: fields.priority,
      customer_id: fields.customer_id,
      vehicle_id: fields.vehicle_id,
      assigned_employee_id: fields.assigned_employee_id,
      odometer_in_km: fields.odometer_in_km,
      odometer_out_km: fields.odometer_out_km,
      promised_at: fields.promised_at,
      estimate_decision: fields.estimate_decision,
      estimate_channel: fields.estimate_channel,
      status: fields.status,
      reason: fields.reason,
    };
    await this.commands.execute(
      new UpdateWorkOrderCommand(id, body.version, change, await this.actor(principal)),
    );
    return this.detail(id, principal);
  }

  @Post(':id/status')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.work_orders.orders.update, PERMISSIONS.work_orders.orders.work)
  @ApiOperation({ summary: 'Moves the order through the state machine (the board’s drag).' })
  async changeStatus(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: ChangeStatusDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkOrderDetail> {
    const change: WorkOrderChange = { status: body.status, reason: body.reason ?? null };
    if (body.odometer_out_km !== undefined) change.odometer_out_km = body.odometer_out_km;
    await this.commands.execute(
      new UpdateWorkOrderCommand(id, body.version ?? null, change, await this.actor(principal)),
    );
    return this.detail(id, principal);
  }

  @Post(':id/assign')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.work_orders.orders.assign)
  async assign(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: AssignDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkOrderDetail> {
    await this.commands.execute(
      new UpdateWorkOrderCommand(
        id,
        null,
        { assigned_employee_id: body.employee_id ?? null },
        await this.actor(principal),
      ),
    );
    return this.detail(id, principal);
  }

  @Post(':id/reopen')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.work_orders.orders.reopen)
  @ApiOperation({ summary: 'Reopens a completed order (completed → in progress) with a reason.' })
  async reopen(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: ReopenDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkOrderDetail> {
    await this.commands.execute(
      new UpdateWorkOrderCommand(
        id,
        null,
        { status: 'in_progress', reason: body.reason },
        await this.actor(principal),
      ),
    );
    return this.detail(id, principal);
  }

  @Delete(':id')
  @RequirePermission(PERMISSIONS.work_orders.orders.delete)
  async remove(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<null> {
    await this.commands.execute(new DeleteWorkOrderCommand(id, await this.actor(principal)));
    return null;
  }
}
