import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from '../../../apps/worker/src/worker.module';
import { freshWord } from './fixtures';
import { LogCapture } from './log-capture';
import { freePort } from './processes';
import { type TestApi, startTestApi } from './test-api';
import { testConfig } from './test-config';

export interface ApiWithWorker {
  api: TestApi;
  worker: INestApplicationContext;
  close: () => Promise<void>;
}

/**
 * The API and a worker sharing a Redis key prefix of their own (`<run prefix>:<name>-xxxx`): the
 * jobs this suite's API queues are run by this suite's worker, and no other suite's.
 */
export async function startApiWithWorker(name: string): Promise<ApiWithWorker> {
  const prefix = `${process.env.REDIS_KEY_PREFIX}:${name}-${freshWord(4)}`;
  const api = await startTestApi({ env: { REDIS_KEY_PREFIX: prefix } });
  let worker: INestApplicationContext;
  try {
    worker = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(
        testConfig({ REDIS_KEY_PREFIX: prefix, WORKER_HEALTH_PORT: String(await freePort()) }),
        new LogCapture().logger,
      ),
      { logger: false },
    );
    await worker.init();
  } catch (error) {
    // The suite's afterAll only has what this returns: the API would be left running.
    await api.close();
    throw error;
  }
  return {
    api,
    worker,
    close: async () => {
      await worker.close();
      await api.close();
    },
  };
}
