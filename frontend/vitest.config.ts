import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: {
      // Node loads `antd` as CommonJS (lib/); a deep import of its ES build (`antd/es/dropdown`, for a
      // separate chunk in the app) would be a second copy without the app's theme and contexts.
      alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }],
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test-utils/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      css: false,
      testTimeout: 30000,
      // Vitest keeps a core free by default: on the 2-core CI machine that is one file at a time.
      maxWorkers: '100%',
    },
  }),
);
