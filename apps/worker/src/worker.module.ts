import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { type Logger } from 'pino';
import { DOMAIN_MODULES, MANIFESTS, ORM_PARTS } from '@px/composition';
import { type AppConfig, HealthModule, PlatformModule, queueNamesOf } from '@px/platform';
import { WorkerHealthServer } from './health/worker-health.server';
import { queueProcessor } from './jobs/queue-processor';
import { OutboxRelayRunner } from './outbox/outbox-relay.runner';
import { SchedulesRegistrar } from './schedules.registrar';

/** Every BullMQ processor is registered here and nowhere else (DESIGN §4): one per declared queue. */
export const PROCESSORS: Type[] = queueNamesOf(MANIFESTS).map(queueProcessor);

@Module({})
export class WorkerModule {
  static forRoot(
    config: AppConfig,
    logger: Logger,
    options: { healthServer?: boolean } = {},
  ): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        PlatformModule.forRoot({
          config,
          logger,
          role: 'worker',
          orm: ORM_PARTS,
          manifests: MANIFESTS,
        }),
        HealthModule,
        ...DOMAIN_MODULES,
      ],
      providers: [
        ...PROCESSORS,
        SchedulesRegistrar,
        OutboxRelayRunner,
        ...(options.healthServer === false ? [] : [WorkerHealthServer]),
      ],
    };
  }
}
