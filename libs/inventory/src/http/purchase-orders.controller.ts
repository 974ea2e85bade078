import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import {
  type Paginated,
  type PurchaseOrderListItem,
  type PurchaseOrderView,
  type PurchaseProposalReport,
} from '@px/contracts';
import {
  CurrentPrincipal,
  ParseIdPipe,
  type Principal,
  RequirePermission,
  sendPdf,
} from '@px/platform';
import { INVENTORY_PERMISSIONS } from '../inventory.catalogue';
import { CancelPurchaseOrderCommand } from '../commands/cancel-purchase-order.command';
import { CreatePurchaseOrderCommand } from '../commands/create-purchase-order.command';
import { ProposePurchaseOrdersCommand } from '../commands/propose-purchase-orders.command';
import { ReceivePurchaseOrderCommand } from '../commands/receive-purchase-order.command';
import { SendPurchaseOrderCommand } from '../commands/send-purchase-order.command';
import { UpdatePurchaseOrderCommand } from '../commands/update-purchase-order.command';
import { GetPurchaseOrderQuery } from '../queries/purchase-order.query';
import { GetPurchaseOrderPdfQuery } from '../queries/purchase-order-pdf.query';
import { ListPurchaseOrdersQuery } from '../queries/purchase-order-list.query';
import {
  CreatePurchaseOrderDto,
  PurchaseOrderListQueryDto,
  ReceivePurchaseOrderDto,
  UpdatePurchaseOrderDto,
} from './purchase-orders.dto';

/** /api/purchase-orders: ordering from suppliers and receiving what comes in. */
@ApiTags('inventory')
@ApiBearerAuth()
@Controller('purchase-orders')
export class PurchaseOrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(INVENTORY_PERMISSIONS.purchase_orders.read)
  @ApiOperation({ summary: 'Purchase orders, newest first, with filters' })
  list(@Query() query: PurchaseOrderListQueryDto): Promise<Paginated<PurchaseOrderListItem>> {
    return this.queries.execute(
      new ListPurchaseOrdersQuery({
        page: query.page ?? 1,
        limit: query.limit ?? 20,
        status: query.status,
        supplierId: query.supplier_id ?? null,
        partId: query.part_id ?? null,
        q: query.q ?? null,
      }),
    );
  }

  @Post()
  @RequirePermission(INVENTORY_PERMISSIONS.purchase_orders.create)
  @ApiOperation({ summary: 'A draft purchase order (PC-YYYY-NNNNN)' })
  async create(
    @Body() body: CreatePurchaseOrderDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PurchaseOrderView> {
    const id = await this.commands.execute(new CreatePurchaseOrderCommand(body, principal.userId));
    return this.queries.execute(new GetPurchaseOrderQuery(id));
  }

  @Post('proposals')
  @HttpCode(201)
  @RequirePermission(INVENTORY_PERMISSIONS.purchase_orders.create)
  @ApiOperation({ summary: 'Drafts per supplier from parts below minimum and approved requests' })
  propose(@CurrentPrincipal() principal: Principal): Promise<PurchaseProposalReport> {
    return this.commands.execute(new ProposePurchaseOrdersCommand(principal.userId));
  }

  @Get(':id')
  @RequirePermission(INVENTORY_PERMISSIONS.purchase_orders.read)
  @ApiOperation({ summary: 'One purchase order with its lines' })
  get(@Param('id', ParseIdPipe) id: string): Promise<PurchaseOrderView> {
    return this.queries.execute(new GetPurchaseOrderQuery(id));
  }

  @Get(':id/pdf')
  @RequirePermission(INVENTORY_PERMISSIONS.purchase_orders.read)
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The order as PDF, for the supplier' })
  async pdf(@Param('id', ParseIdPipe) id: string, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.queries.execute(new GetPurchaseOrderPdfQuery(id));
    await sendPdf(reply, file.fileName, file.bytes);
  }

  @Patch(':id')
  @RequirePermission(INVENTORY_PERMISSIONS.purchase_orders.update)
  @ApiOperation({ summary: 'Changes a draft (or the date and notes of a sent order)' })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdatePurchaseOrderDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PurchaseOrderView> {
    const { version, ...change } = body;
    await this.commands.execute(
      new UpdatePurchaseOrderCommand(id, change, version, principal.userId),
    );
    return this.queries.execute(new GetPurchaseOrderQuery(id));
  }

  @Post(':id/send')
  @HttpCode(200)
  @RequirePermission(INVENTORY_PERMISSIONS.purchase_orders.update)
  @ApiOperation({ summary: 'Sends the draft: its parts are on order' })
  async send(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PurchaseOrderView> {
    await this.commands.execute(new SendPurchaseOrderCommand(id, principal.userId));
    return this.queries.execute(new GetPurchaseOrderQuery(id));
  }

  @Post(':id/receipts')
  @HttpCode(201)
  @RequirePermission(INVENTORY_PERMISSIONS.purchase_orders.update)
  @ApiOperation({ summary: 'Receives goods line by line (partial receipts leave backorders)' })
  async receive(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: ReceivePurchaseOrderDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PurchaseOrderView> {
    await this.commands.execute(
      new ReceivePurchaseOrderCommand(
        id,
        body.lines,
        body.confirm_excess ?? false,
        principal.userId,
      ),
    );
    return this.queries.execute(new GetPurchaseOrderQuery(id));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RequirePermission(INVENTORY_PERMISSIONS.purchase_orders.update)
  @ApiOperation({ summary: 'Cancels a draft or a sent order nothing came in for' })
  async cancel(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PurchaseOrderView> {
    await this.commands.execute(new CancelPurchaseOrderCommand(id, principal.userId));
    return this.queries.execute(new GetPurchaseOrderQuery(id));
  }
}
