import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PERMISSIONS, type WorkOrderLine } from '@px/contracts';
import {
  CurrentPrincipal,
  NotFoundError,
  ParseIdPipe,
  type Principal,
  RequirePermission,
} from '@px/platform';
import { AddWorkOrderLineCommand } from '../commands/add-work-order-line.command';
import { RemoveWorkOrderLineCommand } from '../commands/remove-work-order-line.command';
import { UpdateWorkOrderLineCommand } from '../commands/update-work-order-line.command';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { LINE_NOT_FOUND } from '../domain/work-order-lines';
import { GetWorkOrderActorQuery } from '../queries/work-order-actor.query';
import { GetWorkOrderLineQuery } from '../queries/work-order-line.query';
import { CreateLineDto, UpdateLineDto } from './work-orders.dto';

/** SPEC §7's line calls: /api/work-order-items (the order is in the body or found from the line). */
@ApiTags('work-orders')
@ApiBearerAuth()
@Controller('work-order-items')
export class WorkOrderItemsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private actor(principal: Principal): Promise<WorkOrderActor> {
    return this.queries.execute(new GetWorkOrderActorQuery(principal));
  }

  private async line(lineId: string): Promise<WorkOrderLine> {
    const line = await this.queries.execute(new GetWorkOrderLineQuery(lineId));
    if (!line) throw new NotFoundError(LINE_NOT_FOUND);
    return line;
  }

  @Post()
  @RequirePermission(PERMISSIONS.work_orders.items.create)
  async create(
    @Body() body: CreateLineDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkOrderLine> {
    const { work_order_id: orderId, ...fields } = body;
    const id = await this.commands.execute(
      new AddWorkOrderLineCommand(orderId, fields, await this.actor(principal)),
    );
    return this.line(id);
  }

  @Put(':itemId')
  @RequirePermission(PERMISSIONS.work_orders.items.update)
  async update(
    @Param('itemId', ParseIdPipe) itemId: string,
    @Body() body: UpdateLineDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkOrderLine> {
    const { work_order_id: orderId, version, ...fields } = body;
    await this.commands.execute(
      new UpdateWorkOrderLineCommand(
        itemId,
        fields,
        version ?? null,
        await this.actor(principal),
        orderId ?? null,
      ),
    );
    return this.line(itemId);
  }

  @Delete(':itemId')
  @RequirePermission(PERMISSIONS.work_orders.items.delete)
  async remove(
    @Param('itemId', ParseIdPipe) itemId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<null> {
    await this.commands.execute(
      new RemoveWorkOrderLineCommand(itemId, await this.actor(principal)),
    );
    return null;
  }
}
