import { Processor } from '@nestjs/bullmq';
import { type Job } from 'bullmq';
import {
  type JobName,
  type MaintenanceReport,
  MaintenanceRunner,
  type PurgeExpiredDataPayload,
} from '@px/platform';
import { LoggedWorkerHost } from '../jobs/logged-worker-host';

/** Runs the nightly clean-up: every registered maintenance task (expired tokens, old deliveries…). */
@Processor('maintenance')
export class MaintenanceProcessor extends LoggedWorkerHost {
  constructor(private readonly runner: MaintenanceRunner) {
    super();
  }

  async process(
    job: Job<PurgeExpiredDataPayload, MaintenanceReport, JobName<'maintenance'>>,
  ): Promise<MaintenanceReport> {
    switch (job.name) {
      case 'purge-expired-data':
        return this.runner.runAll();
      default:
        throw new Error(`Unknown maintenance job: ${String(job.name)}`);
    }
  }
}
