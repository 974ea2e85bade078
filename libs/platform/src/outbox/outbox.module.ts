import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CommandTransaction } from './command-transaction';
import { EventPublisher } from './event-publisher';
import { OutboxRelay } from './outbox-relay';
import { SubscriberRegistry } from './subscriber-registry';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [SubscriberRegistry, EventPublisher, CommandTransaction, OutboxRelay],
  exports: [SubscriberRegistry, EventPublisher, CommandTransaction, OutboxRelay],
})
export class OutboxModule {}
