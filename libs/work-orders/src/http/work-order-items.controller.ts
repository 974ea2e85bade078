import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type WorkOrderLine } from '@px/contracts';
import {
  CurrentPrincipal,
  NotFoundError,
  ParseIdPipe,
  type Principal,
  RequirePermission,
  ValidationError,
} from '@px/platform';
import { AddWorkOrderLineCommand } from '../commands/add-work-order-line.command';
import { RemoveWorkOrderLineCommand } from '../commands/remove-work-order-line.command';
import { UpdateWorkOrderLineCommand } from '../commands/update-work-order-line.command';
import { LINE_NOT_FOUND } from '../commands/work-order-line-change';
import { WorkOrdersReader } from '../queries/work-orders-reader';
import { WorkOrderActors } from './work-order-actors';
import { CreateLineDto, UpdateLineDto } from './work-orders.dto';

/** SPEC §7's line calls: /api/work-order-items (the order is in the body or found from the line). */
@ApiTags('work-orders')
@ApiBearerAuth()
@Controller('work-order-items')
export class WorkOrderItemsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: WorkOrdersReader,
    private readonly actors: WorkOrderActors,
  ) {}

  private async line(orderId: string, lineId: string): Promise<WorkOrderLine> {
    const line = (await this.reader.lines(orderId)).find((candidate) => candidate.id === lineId);
    if (!line) throw new NotFoundError(LINE_NOT_FOUND);
    return line;
  }

  @Post()
  @RequirePermission('work_orders.items.create')
  async create(
    @Body() body: CreateLineDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkOrderLine> {
    const { work_order_id: orderId, ...fields } = body;
    const id = await this.commands.execute(
      new AddWorkOrderLineCommand(orderId, fields, await this.actors.of(principal)),
    );
    return this.line(orderId, id);
  }

  @Put(':itemId')
  @RequirePermission('work_orders.items.update')
  async update(
    @Param('itemId', ParseIdPipe) itemId: string,
    @Body() body: UpdateLineDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkOrderLine> {
    const { work_order_id: orderId, version, ...fields } = body;
    const actor = await this.actors.of(principal);
    const orderOfLine = await this.reader.orderOfLine(itemId);
    if (!orderOfLine) throw new NotFoundError(LINE_NOT_FOUND);
    if (orderId && orderId !== orderOfLine) {
      throw new ValidationError([
        {
          field: 'work_order_id',
          code: 'mismatch',
          message: 'La línea no pertenece a la orden indicada.',
        },
      ]);
    }
    await this.commands.execute(
      new UpdateWorkOrderLineCommand(itemId, fields, version ?? null, actor),
    );
    return this.line(orderOfLine, itemId);
  }

  @Delete(':itemId')
  @RequirePermission('work_orders.items.delete')
  async remove(
    @Param('itemId', ParseIdPipe) itemId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<null> {
    await this.commands.execute(
      new RemoveWorkOrderLineCommand(itemId, await this.actors.of(principal)),
    );
    return null;
  }
}
