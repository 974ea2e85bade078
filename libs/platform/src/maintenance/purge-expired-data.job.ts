import { Injectable } from '@nestjs/common';
import { defineJob, type JobHandler } from '../queue/job-definition';
import { type MaintenanceReport, MaintenanceRunner } from './maintenance-runner';

export interface PurgeExpiredDataPayload {
  /** Who asked: the nightly schedule or an operator from the console. */
  trigger: 'schedule' | 'operator';
}

/** The nightly clean-up: every maintenance task the manifests declare. */
export const PURGE_EXPIRED_DATA_JOB = defineJob<PurgeExpiredDataPayload>(
  'maintenance',
  'purge-expired-data',
);

@Injectable()
export class PurgeExpiredDataJob implements JobHandler<PurgeExpiredDataPayload> {
  constructor(private readonly runner: MaintenanceRunner) {}

  run(): Promise<MaintenanceReport> {
    return this.runner.runAll();
  }
}
