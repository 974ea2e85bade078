import { PERMISSIONS, realtimeRooms } from '@px/contracts';
import { defineModule, jobHandledBy } from '@px/platform';
import { Migration20261126212542_reception } from '../migrations/Migration20261126212542_reception';
import { RECEIPT_MAIL_JOB, ReceiptMailJob } from './jobs/receipt-mail.job';
import { RECEPTION_CATALOGUE } from './reception.catalogue';
import { ReceptionModule } from './reception.module';

/**
 * Reception (issue 19): the car received on the tablet, its deposit receipt (resguardo), photos,
 * "ready" notice and delivery.
 */
export const RECEPTION_MANIFEST = defineModule({
  name: 'reception',
  module: ReceptionModule,
  access: RECEPTION_CATALOGUE,
  migrations: [
    { name: 'Migration20261126212542_reception', class: Migration20261126212542_reception },
  ],
  /** Its tables, written in SQL only (no entities). */
  tables: [
    'customer_receipt',
    'customer_receipt_counter',
    'customer_receipt_document',
    'customer_receipt_photo',
  ],
  jobs: [jobHandledBy(RECEIPT_MAIL_JOB, ReceiptMailJob)],
  realtimeRooms: [
    { room: realtimeRooms.receipts, permission: PERMISSIONS.reception.receipts.read },
  ],
});
