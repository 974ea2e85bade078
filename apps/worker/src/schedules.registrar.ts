import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  APP_CONFIG,
  type AppConfig,
  JobQueues,
  MODULE_MANIFESTS,
  type ModuleManifest,
  schedulesOf,
} from '@px/platform';

/**
 * Upserts the recurring schedules declared in code (BullMQ Job Schedulers). Runs in the background
 * so a worker started while Redis is down still starts; it retries until Redis answers.
 */
@Injectable()
export class SchedulesRegistrar implements OnApplicationBootstrap {
  private readonly logger = new Logger('SchedulesRegistrar');

  constructor(
    private readonly queues: JobQueues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MODULE_MANIFESTS) private readonly manifests: ModuleManifest[],
  ) {}

  onApplicationBootstrap(): void {
    void this.registerAll();
  }

  async registerAll(): Promise<void> {
    for (const schedule of schedulesOf(this.manifests, this.config)) {
      await this.queues
        .queue(schedule.job.queue)
        .upsertJobScheduler(
          schedule.id,
          { pattern: schedule.pattern, tz: this.config.businessTimezone },
          { name: schedule.job.name, data: schedule.payload },
        )
        // One line per schedule at every start: a debugging detail (a failure stays an error).
        .then(() =>
          this.logger.debug(
            { scheduler: schedule.id, pattern: schedule.pattern },
            'Job schedule registered',
          ),
        )
        .catch((error: unknown) =>
          this.logger.error(
            { err: error, scheduler: schedule.id },
            'Could not register job schedule',
          ),
        );
    }
  }
}
