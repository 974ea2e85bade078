import { Injectable, Logger } from '@nestjs/common';
import { type WorkOrderStatistics } from '@px/contracts';
import { type WorkOrderStatisticsPayload } from '@px/platform';
import { WorkOrderStatisticsReader } from '../queries/work-order-statistics-reader';

/** The worker's recompute of the cached work-order statistics (queue `kpis`). */
@Injectable()
export class WorkOrderStatisticsJob {
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
