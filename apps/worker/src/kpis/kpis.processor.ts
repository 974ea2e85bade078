import { Processor } from '@nestjs/bullmq';
import { type Job } from 'bullmq';
import { type JobName, type WorkOrderStatisticsPayload } from '@px/platform';
import { WorkOrderStatisticsJob } from '@px/work-orders';
import { LoggedWorkerHost } from '../jobs/logged-worker-host';

/** Queue `kpis`: recomputed figures (work-order statistics now; KPIs with productivity). */
@Processor('kpis')
export class KpisProcessor extends LoggedWorkerHost {
  constructor(private readonly workOrderStatistics: WorkOrderStatisticsJob) {
    super();
  }

  async process(job: Job<WorkOrderStatisticsPayload, unknown, JobName<'kpis'>>): Promise<unknown> {
    switch (job.name) {
      case 'work-order-statistics':
        return this.workOrderStatistics.run(job.data);
      default:
        throw new Error(`Unknown kpis job: ${String(job.name)}`);
    }
  }
}
