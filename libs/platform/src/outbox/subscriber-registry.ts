import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../database';
import { type PublishedEvent } from './domain-event';
import {
  DOMAIN_EVENT_SUBSCRIBER,
  type DomainEventSubscriberMetadata,
  type SqlWrite,
} from './on-domain-event.decorator';

export type DomainEventHandler = (event: PublishedEvent, em: EntityManager) => Promise<void> | void;
export type DomainEventBatchHandler = (
  events: PublishedEvent[],
  em: EntityManager,
) => Promise<void> | void;

export type DomainEventWrites = (events: PublishedEvent[]) => SqlWrite[];

export interface RegisteredSubscriber {
  name: string;
  events: string[];
  /** Handles the events of one publication that this subscriber takes, in order. */
  handle: DomainEventBatchHandler;
  /** A `WritesOnDomainEvents` subscriber's statements for the events (handle runs them). */
  writes?: DomainEventWrites;
  /** False when it never writes to PostgreSQL (see DomainEventSubscriberOptions.database). */
  database: boolean;
}

/** A writes subscriber as a handler: its statements run in the given transaction. */
function runningWrites(writes: DomainEventWrites): DomainEventBatchHandler {
  return async (events, em) => {
    for (const write of writes(events)) await runSql(em, write.sql, write.params);
  };
}

/** A one-event handler as a batch handler: the events one after the other. */
function oneByOne(handler: DomainEventHandler): DomainEventBatchHandler {
  return async (events, em) => {
    for (const event of events) await handler(event, em);
  };
}

/** Finds every `@OnDomainEvent` method of the process's providers at start-up. */
@Injectable()
export class SubscriberRegistry implements OnModuleInit {
  private readonly byName = new Map<string, RegisteredSubscriber>();
  private readonly byEvent = new Map<string, RegisteredSubscriber[]>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method];
        if (typeof fn !== 'function') continue;
        const options = this.reflector.get<DomainEventSubscriberMetadata | undefined>(
          DOMAIN_EVENT_SUBSCRIBER,
          fn,
        );
        if (!options) continue;
        const bound = fn.bind(instance) as DomainEventHandler &
          DomainEventBatchHandler &
          DomainEventWrites;
        const common = { name: options.name, events: options.events };
        if (options.kind === 'writes') {
          this.register({ ...common, handle: runningWrites(bound), writes: bound, database: true });
        } else {
          this.register({
            ...common,
            handle: options.kind === 'batch' ? bound : oneByOne(bound),
            database: options.database ?? true,
          });
        }
      }
    }
  }

  register(subscriber: RegisteredSubscriber): void {
    if (this.byName.has(subscriber.name)) {
      throw new Error(`Duplicate domain event subscriber name: ${subscriber.name}`);
    }
    this.byName.set(subscriber.name, subscriber);
    for (const type of subscriber.events) {
      this.byEvent.set(type, [...(this.byEvent.get(type) ?? []), subscriber]);
    }
  }

  subscribersOf(type: string): RegisteredSubscriber[] {
    return this.byEvent.get(type) ?? [];
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  get(name: string): RegisteredSubscriber | undefined {
    return this.byName.get(name);
  }
}
