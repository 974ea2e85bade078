import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type Job } from 'bullmq';
import { MODULE_MANIFESTS, type ModuleManifest } from '../modules/module-manifest';
import { jobsOf } from '../modules/manifest-parts';
import { type JobHandler } from './job-definition';

/**
 * The worker's table of job handlers, built from the manifests: a queue's processor hands each job
 * to the handler its module declared for the job's name.
 */
@Injectable()
export class JobHandlers implements OnModuleInit {
  private readonly handlers = new Map<string, JobHandler<unknown>>();

  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(MODULE_MANIFESTS) private readonly manifests: ModuleManifest[],
  ) {}

  onModuleInit(): void {
    for (const { job, handler } of jobsOf(this.manifests)) {
      this.handlers.set(key(job.queue, job.name), this.moduleRef.get(handler, { strict: false }));
    }
  }

  run(queue: string, job: Job): Promise<unknown> {
    const handler = this.handlers.get(key(queue, job.name));
    if (!handler) throw new Error(`No handler for job ${queue}/${job.name}`);
    return handler.run(job.data, job);
  }
}

const key = (queue: string, name: string): string => `${queue}\u0000${name}`;
