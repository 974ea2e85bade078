import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import { type Job, type JobsOptions, type Queue } from 'bullmq';
import { type JobDefinition } from './job-definition';

/** The typed producer: `jobs.enqueue(PURGE_EXPIRED_DATA_JOB, { trigger: 'operator' })`. */
@Injectable()
export class JobQueues {
  constructor(private readonly moduleRef: ModuleRef) {}

  queue(name: string): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  enqueue<P>(job: JobDefinition<P>, payload: P, options?: JobsOptions): Promise<Job<P>> {
    return this.queue(job.queue).add(job.name, payload, options) as Promise<Job<P>>;
  }
}
