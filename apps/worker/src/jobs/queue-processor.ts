import { Processor } from '@nestjs/bullmq';
import { type Type } from '@nestjs/common';
import { type Job } from 'bullmq';
import { JobHandlers } from '@px/platform';
import { LoggedWorkerHost } from './logged-worker-host';

/**
 * One BullMQ processor per queue, made from the manifests: it hands each job to the handler its
 * module declared (`jobHandledBy(JOB, Handler)`), so adding a job never touches the worker.
 */
export function queueProcessor(queue: string): Type {
  @Processor(queue)
  class QueueProcessor extends LoggedWorkerHost {
    constructor(private readonly handlers: JobHandlers) {
      super();
    }

    process(job: Job): Promise<unknown> {
      return this.handlers.run(queue, job);
    }
  }
  Object.defineProperty(QueueProcessor, 'name', { value: `${queue}:processor` });
  return QueueProcessor;
}
