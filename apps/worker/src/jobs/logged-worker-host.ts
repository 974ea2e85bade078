import { Logger } from '@nestjs/common';
import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { type Job } from 'bullmq';

/**
 * Base of every processor: BullMQ workers emit 'error' (a lost Redis connection, a lost job lock
 * after an outage) and an EventEmitter 'error' without a listener would crash the worker. Failures
 * are logged with the job, and BullMQ retries them with the queue's backoff.
 */
export abstract class LoggedWorkerHost extends WorkerHost {
  protected readonly logger = new Logger(this.constructor.name);

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.warn({ err: error }, 'Queue worker error (it reconnects and resumes by itself)');
  }

  @OnWorkerEvent('failed')
  onJobFailed(job: Job | undefined, error: Error): void {
    this.logger.error(
      { err: error, jobId: job?.id, jobName: job?.name, attemptsMade: job?.attemptsMade },
      'Job failed',
    );
  }
}
