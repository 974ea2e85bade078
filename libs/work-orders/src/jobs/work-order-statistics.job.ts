import { Injectable, Logger } from '@nestjs/common';
import { type WorkOrderStatistics } from '@px/contracts';
import { type JobHandler, defineJob } from '@px/platform';
import { WorkOrderStatisticsReader } from '../queries/work-order-statistics-reader';

/** Recompute the cached work-order statistics (debounced: one run after a burst of changes). */
export interface WorkOrderStatisticsPayload {
  /** The event type that asked for it (logs only). */
  trigger: string;
}

export const WORK_ORDER_STATISTICS_JOB = defineJob<WorkOrderStatisticsPayload>(
  'kpis',
  'work-order-statistics',
);

/** The worker's recompute of the cached work-order statistics. */
@Injectable()
export class WorkOrderStatisticsJob implements JobHandler<WorkOrderStatisticsPayload> {
  private readonly logger = new Logger('WorkOrderStatisticsJob');

  constructor(private readonly statistics: WorkOrderStatisticsReader) {}

  async run(payload: WorkOrderStatisticsPayload): Promise<WorkOrderStatistics> {
    const statistics = await this.statistics.refresh();
    this.logger.debug(
      { trigger: payload.trigger, total: statistics.statusSummary.total },
      'Work-order statistics recomputed',
    );
    return statistics;
  }
}
