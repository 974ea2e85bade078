import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import {
  type CustomerReceiptListItem,
  type CustomerReceiptView,
  type Paginated,
  RECEIPT_PHOTO_MAX_BYTES,
  type ReceiptPhotoView,
} from '@px/contracts';
import {
  CurrentPrincipal,
  ParseIdPipe,
  type Principal,
  RequirePermission,
  ValidationError,
  readSingleUpload,
} from '@px/platform';
import { RECEPTION_PERMISSIONS } from '../reception.catalogue';
import { AddReceiptPhotoCommand } from '../commands/add-receipt-photo.command';
import { DeliverVehicleCommand } from '../commands/deliver-vehicle.command';
import { MarkReceiptReadyCommand } from '../commands/mark-receipt-ready.command';
import { ReceiveVehicleCommand } from '../commands/receive-vehicle.command';
import { SendDepositReceiptCommand } from '../commands/send-deposit-receipt.command';
import { GetCustomerReceiptQuery } from '../queries/customer-receipt.query';
import { ListCustomerReceiptsQuery } from '../queries/customer-receipt-list.query';
import {
  GetReceiptDocumentQuery,
  GetReceiptPhotoQuery,
  GetReceiptSignatureQuery,
  type ReceiptFile,
} from '../queries/receipt-files.query';
import {
  DeliverVehicleDto,
  ReceiptListQueryDto,
  ReceiptPdfQueryDto,
  ReceiveVehicleDto,
} from './reception.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /api/customer-receipts: the vehicle reception (POST), the deposit receipts, their documents and
 * photos, "Marcar listo" and "Entregar". Thin: builds a command or query, dispatches it.
 */
@ApiTags('reception')
@ApiBearerAuth()
@Controller('customer-receipts')
export class ReceptionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(RECEPTION_PERMISSIONS.receipts.read)
  @ApiOperation({ summary: 'Deposit receipts, newest first, with filters' })
  list(@Query() query: ReceiptListQueryDto): Promise<Paginated<CustomerReceiptListItem>> {
    return this.queries.execute(
      new ListCustomerReceiptsQuery({
        page: query.page ?? 1,
        limit: query.limit ?? 20,
        status: query.status ?? null,
        q: query.q ?? null,
        from: query.from ?? null,
        to: query.to ?? null,
        vehicleId: query.vehicle_id ?? null,
        workOrderId: query.work_order_id ?? null,
      }),
    );
  }

  @Post()
  @RequirePermission(RECEPTION_PERMISSIONS.receptions.create)
  @ApiOperation({ summary: 'Receives a vehicle: receipt, work order and signed resguardo at once' })
  async receive(
    @Body() body: ReceiveVehicleDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerReceiptView> {
    const id = await this.commands.execute(new ReceiveVehicleCommand(body, principal));
    return this.queries.execute(new GetCustomerReceiptQuery(id));
  }

  @Get(':id')
  @RequirePermission(RECEPTION_PERMISSIONS.receipts.read)
  get(@Param('id', ParseIdPipe) id: string): Promise<CustomerReceiptView> {
    return this.queries.execute(new GetCustomerReceiptQuery(id));
  }

  /** The resguardo de depósito (or, with kind=delivery, the delivery record) as issued. */
  @Get(':id/pdf')
  @RequirePermission(RECEPTION_PERMISSIONS.receipts.read)
  @ApiProduces('application/pdf')
  async pdf(
    @Param('id', ParseIdPipe) id: string,
    @Query() query: ReceiptPdfQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.queries.execute(
      new GetReceiptDocumentQuery(id, query.kind ?? 'deposit'),
    );
    await sendFile(reply, file);
  }

  /** The signature drawn at reception (or, with kind=delivery, at delivery), as a PNG. */
  @Get(':id/signature')
  @RequirePermission(RECEPTION_PERMISSIONS.receipts.read)
  @ApiProduces('image/png')
  async signature(
    @Param('id', ParseIdPipe) id: string,
    @Query() query: ReceiptPdfQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.queries.execute(
      new GetReceiptSignatureQuery(id, query.kind ?? 'deposit'),
    );
    await sendFile(reply, file);
  }

  @Get(':id/photos/:photoId')
  @RequirePermission(RECEPTION_PERMISSIONS.receipts.read)
  async photo(
    @Param('id', ParseIdPipe) id: string,
    @Param('photoId', ParseIdPipe) photoId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendFile(reply, await this.queries.execute(new GetReceiptPhotoQuery(id, photoId)));
  }

  /** multipart/form-data: `file` (JPEG, PNG or WebP by content), optional `damage_id` before it. */
  @Post(':id/photos')
  @RequirePermission(RECEPTION_PERMISSIONS.receptions.create)
  @ApiConsumes('multipart/form-data')
  async addPhoto(
    @Param('id', ParseIdPipe) id: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReceiptPhotoView> {
    const upload = await readSingleUpload(request, 'file', RECEIPT_PHOTO_MAX_BYTES);
    const damageId = upload.fields.damage_id?.trim() || null;
    if (damageId && !UUID.test(damageId)) {
      throw new ValidationError([
        { field: 'damage_id', code: 'isUuid', message: 'La marca de daño no es válida.' },
      ]);
    }
    return this.commands.execute(
      new AddReceiptPhotoCommand(id, upload.bytes, damageId, principal.userId),
    );
  }

  @Post(':id/ready')
  @HttpCode(200)
  @RequirePermission(RECEPTION_PERMISSIONS.receipts.update)
  @ApiOperation({ summary: '"Marcar listo": tells the customer and starts the storage clock' })
  async ready(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerReceiptView> {
    await this.commands.execute(new MarkReceiptReadyCommand(id, principal.userId));
    return this.queries.execute(new GetCustomerReceiptQuery(id));
  }

  @Post(':id/deliver')
  @HttpCode(200)
  @RequirePermission(RECEPTION_PERMISSIONS.receipts.update)
  @ApiOperation({ summary: '"Entregar": km out, the customer signs the delivery record' })
  async deliver(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: DeliverVehicleDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerReceiptView> {
    await this.commands.execute(new DeliverVehicleCommand(id, body, principal.userId));
    return this.queries.execute(new GetCustomerReceiptQuery(id));
  }

  /** E-mails the resguardo to the customer (queued: 202, the mail goes out from the worker). */
  @Post(':id/send')
  @HttpCode(202)
  @RequirePermission(RECEPTION_PERMISSIONS.receipts.update)
  async send(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ queued: true; to: string }> {
    const to = await this.commands.execute(new SendDepositReceiptCommand(id, principal.userId));
    return { queued: true, to };
  }
}

async function sendFile(reply: FastifyReply, file: ReceiptFile): Promise<void> {
  const disposition = file.fileName ? `inline; filename="${file.fileName}"` : 'inline';
  await reply
    .header('content-type', file.contentType)
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('etag', `"${file.sha256}"`)
    .send(file.bytes);
}
