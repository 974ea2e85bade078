import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test-utils/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
      css: false,
      testTimeout: 30000,
      // Vitest keeps a core free by default: on the 2-core CI machine that is one file at a time.
      maxWorkers: '100%',
    },
  }),
);
