import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';
import { type InventoryAnalytics, type WorkOrderStockView } from '@px/contracts';
import {
  CurrentPrincipal,
  ParseIdPipe,
  type Principal,
  RequirePermission,
  emptyToNull,
} from '@px/platform';
import { INVENTORY_PERMISSIONS } from '../inventory.catalogue';
import { GetInventoryAnalyticsQuery } from '../queries/inventory-analytics.query';
import { GetWorkOrderStockQuery } from '../queries/work-order-stock.query';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/inventory/analytics: the shapes; the query checks the dates' meaning. */
export class InventoryAnalyticsQueryDto {
  @ApiPropertyOptional({ description: 'YYYY-MM-DD (Madrid); read from the first of its month.' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(DATE)
  from?: string | null;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD (Madrid); read to the end of its month.' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(DATE)
  to?: string | null;
}

/** /api/inventory: what the shelf holds for a work order, and the inventory analytics. */
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

  @Get('analytics')
  @RequirePermission(INVENTORY_PERMISSIONS.stock.read)
  @ApiOperation({
    summary:
      'Inventory analytics of a period (whole months): value, rotation, cover, dead stock, ABC',
  })
  analytics(@Query() query: InventoryAnalyticsQueryDto): Promise<InventoryAnalytics> {
    return this.queries.execute(
      new GetInventoryAnalyticsQuery(query.from ?? null, query.to ?? null),
    );
  }
}
