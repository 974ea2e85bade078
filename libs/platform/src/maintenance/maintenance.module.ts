import { Global, Module } from '@nestjs/common';
import { PurgeIdempotencyKeysTask } from '../idempotency/purge-idempotency-keys.task';
import { MaintenanceRunner } from './maintenance-runner';
import { PurgeExpiredDataJob } from './purge-expired-data.job';
import { PurgeSucceededDeliveriesTask } from './purge-delivered-events.task';

@Global()
@Module({
  providers: [
    MaintenanceRunner,
    PurgeExpiredDataJob,
    PurgeSucceededDeliveriesTask,
    PurgeIdempotencyKeysTask,
  ],
  exports: [MaintenanceRunner],
})
export class MaintenanceModule {}
