import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type WorkOrderStockView } from '@px/contracts';
import { CurrentPrincipal, ParseIdPipe, type Principal, RequirePermission } from '@px/platform';
import { INVENTORY_PERMISSIONS } from '../inventory.catalogue';
import { GetWorkOrderStockQuery } from '../queries/work-order-stock.query';

/** /api/inventory: what the shelf holds for a work order (and, later, the analytics). */
@ApiTags('inventory')
@ApiBearerAuth()
@Controller('inventory')
export class InventoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('work-orders/:id')
  @RequirePermission(INVENTORY_PERMISSIONS.parts.read)
  @ApiOperation({ summary: "A work order's part lines: reserved, consumed, sin stock" })
  workOrderStock(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WorkOrderStockView> {
    return this.queries.execute(new GetWorkOrderStockQuery(id, principal));
  }
}
