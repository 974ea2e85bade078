import { type DynamicModule, Global, Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { APP_CONFIG, type AppConfig } from '../config';
import { type RedisRole, redisOptionsFromUrl } from '../redis';
import { JobQueues } from './job-queues';
import { DEFAULT_JOB_OPTIONS, QUEUE_NAMES, bullPrefix } from './queues';

@Global()
@Module({})
export class QueueModule {
  static forRoot(role: RedisRole): DynamicModule {
    return {
      module: QueueModule,
      imports: [
        BullModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            connection: redisOptionsFromUrl(config.redisUrl, role),
            prefix: bullPrefix(config),
            defaultJobOptions: DEFAULT_JOB_OPTIONS,
          }),
        }),
        BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
      ],
      providers: [JobQueues],
      exports: [BullModule, JobQueues],
    };
  }
}
