import { type DynamicModule, Global, Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { APP_CONFIG, type AppConfig } from '../config';
import { type RedisRole, redisOptionsFromUrl } from '../redis';
import { JobHandlers } from './job-handlers';
import { JobQueues } from './job-queues';
import { DEFAULT_JOB_OPTIONS, bullPrefix } from './queues';

@Global()
@Module({})
export class QueueModule {
  /** `queues`: every queue some module declares a job on. */
  static forRoot(role: RedisRole, queues: string[]): DynamicModule {
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
        BullModule.registerQueue(...queues.map((name) => ({ name }))),
      ],
      providers: [JobQueues, ...(role === 'worker' ? [JobHandlers] : [])],
      exports: [BullModule, JobQueues, ...(role === 'worker' ? [JobHandlers] : [])],
    };
  }
}
