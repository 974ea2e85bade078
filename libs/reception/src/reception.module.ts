import { Module } from '@nestjs/common';
import { AddReceiptPhotoHandler } from './commands/add-receipt-photo.command';
import { DeliverVehicleHandler } from './commands/deliver-vehicle.command';
import { MarkReceiptReadyHandler } from './commands/mark-receipt-ready.command';
import { ReceiptDocuments } from './commands/receipt-documents';
import { ReceiveVehicleHandler } from './commands/receive-vehicle.command';
import { ReceptionPartiesReader } from './commands/reception-parties';
import { SendDepositReceiptHandler } from './commands/send-deposit-receipt.command';
import { ReceptionController } from './http/reception.controller';
import { ReceiptMailJob } from './jobs/receipt-mail.job';
import { GetCustomerReceiptHandler } from './queries/customer-receipt.query';
import { ListCustomerReceiptsHandler } from './queries/customer-receipt-list.query';
import {
  GetReceiptDocumentHandler,
  GetReceiptPhotoHandler,
  GetReceiptSignatureHandler,
} from './queries/receipt-files.query';
import { ReceiptMailSubscriber } from './subscribers/receipt-mail.subscriber';
import { ReceiptRealtimeSubscriber } from './subscribers/receipt-realtime.subscriber';

/** Reception: the controller, one handler per command and query, the job and the subscribers. */
@Module({
  controllers: [ReceptionController],
  providers: [
    ReceptionPartiesReader,
    ReceiptDocuments,
    ReceiveVehicleHandler,
    AddReceiptPhotoHandler,
    MarkReceiptReadyHandler,
    DeliverVehicleHandler,
    SendDepositReceiptHandler,
    ListCustomerReceiptsHandler,
    GetCustomerReceiptHandler,
    GetReceiptDocumentHandler,
    GetReceiptPhotoHandler,
    GetReceiptSignatureHandler,
    ReceiptMailJob,
    ReceiptMailSubscriber,
    ReceiptRealtimeSubscriber,
  ],
})
export class ReceptionModule {}
