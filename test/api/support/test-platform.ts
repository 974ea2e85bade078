import { type Type } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { MANIFESTS, ORM_PARTS } from '../../../libs/composition/src';
import { type AppConfig, EventPublisher, PlatformModule } from '../../../libs/platform/src';
import { LogCapture } from './log-capture';
import { testConfig } from './test-config';

/** The platform (database, outbox, queues) without HTTP, as a worker-like process sees it. */
export async function startTestPlatform(
  imports: Type[],
  env: Record<string, string> = {},
): Promise<{
  module: TestingModule;
  config: AppConfig;
  logs: LogCapture;
  close: () => Promise<void>;
}> {
  const config = testConfig(env);
  const logs = new LogCapture();
  const module = await Test.createTestingModule({
    imports: [
      PlatformModule.forRoot({
        config,
        logger: logs.logger,
        role: 'worker',
        orm: ORM_PARTS,
        // Only the manifests of the modules imported here: their jobs and tasks must resolve.
        manifests: MANIFESTS.filter(
          (manifest) => manifest.module && imports.includes(manifest.module),
        ),
      }),
      ...imports,
    ],
  }).compile();
  await module.init();
  return {
    module,
    config,
    logs,
    close: async () => {
      await module.get(EventPublisher).drain();
      await module.close();
    },
  };
}
