import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MaintenanceRunner } from './maintenance-runner';
import { PurgeSucceededDeliveriesTask } from './purge-delivered-events.task';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [MaintenanceRunner, PurgeSucceededDeliveriesTask],
  exports: [MaintenanceRunner],
})
export class MaintenanceModule {}
