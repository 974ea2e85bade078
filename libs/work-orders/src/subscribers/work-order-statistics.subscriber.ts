import { Injectable } from '@nestjs/common';
import { type WorkOrderEventPayload } from '@px/contracts';
import { JobQueues, OnDomainEventBatch, type PublishedEvent } from '@px/platform';
import {
  WorkOrderAssigned,
  WorkOrderCreated,
  WorkOrderDeleted,
  WorkOrderStatusChanged,
  WorkOrderUpdated,
} from '../events/work-order.events';
import { WORK_ORDER_STATISTICS_JOB } from '../jobs/work-order-statistics.job';

/** Debounce window: a burst of changes (a board reshuffle, a seed) costs one recompute. */
export const STATISTICS_DEBOUNCE_MS = 1_000;

/**
 * Orders that change status, appear or disappear change the statistics: ask the worker for one
 * recompute (deduplicated by id while one is pending, each new change pushing it back): one
 * request for all the changes published together.
 */
@Injectable()
export class WorkOrderStatisticsSubscriber {
  constructor(private readonly jobs: JobQueues) {}

  @OnDomainEventBatch({
    name: 'work-orders.statistics',
    database: false,
    events: [
      WorkOrderCreated.TYPE,
      WorkOrderStatusChanged.TYPE,
      WorkOrderAssigned.TYPE,
      WorkOrderUpdated.TYPE,
      WorkOrderDeleted.TYPE,
    ],
  })
  async onOrdersChanged(events: PublishedEvent<WorkOrderEventPayload>[]): Promise<void> {
    await this.jobs.enqueue(
      WORK_ORDER_STATISTICS_JOB,
      { trigger: events[events.length - 1].type },
      {
        delay: STATISTICS_DEBOUNCE_MS,
        deduplication: {
          id: 'work-order-statistics',
          ttl: STATISTICS_DEBOUNCE_MS,
          extend: true,
          replace: true,
        },
      },
    );
  }
}
