import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MaintenanceRunner } from './maintenance-runner';
import { PurgeIdempotencyKeysTask } from '../idempotency/purge-idempotency-keys.task';
import { PurgeSucceededDeliveriesTask } from './purge-delivered-events.task';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [MaintenanceRunner, PurgeSucceededDeliveriesTask, PurgeIdempotencyKeysTask],
  exports: [MaintenanceRunner],
})
export class MaintenanceModule {}
