import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import { type Job, type JobsOptions, type Queue } from 'bullmq';
import { type JobName, type JobPayload, type QueueName } from './queues';

/** The typed producer: `jobs.enqueue('maintenance', 'purge-expired-data', { trigger: 'operator' })`. */
@Injectable()
export class JobQueues {
  constructor(private readonly moduleRef: ModuleRef) {}

  queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  enqueue<Q extends QueueName, J extends JobName<Q>>(
    queue: Q,
    name: J,
    payload: JobPayload<Q, J>,
    options?: JobsOptions,
  ): Promise<Job> {
    return this.queue(queue).add(name, payload, options);
  }
}
