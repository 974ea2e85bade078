// Two projects: `unit` (pure code, no services) and `api` (HTTP and processes against real
// PostgreSQL and Redis; its global setup creates a fresh database per run and drops it after).
const moduleNameMapper = {
  // Every lib is `@px/<name>`, its public surface `libs/<name>/src/index.ts` (no deep imports).
  '^@px/([a-z0-9-]+)$': '<rootDir>/libs/$1/src',
};

const transform = {
  '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  // ESM-only dependencies: Node 20 loads them with require(esm), Jest's module runtime cannot.
  '/node_modules/content-disposition/.+\\.js$': [
    'ts-jest',
    { tsconfig: { allowJs: true, module: 'commonjs' }, isolatedModules: true },
  ],
  // The Node scripts' helpers a test uses (scripts/lib/round-robin-proxy.mjs), ESM like them.
  '/scripts/lib/.+\\.mjs$': '<rootDir>/test/api/support/esm-script-transformer.mjs',
};
const transformIgnorePatterns = ['/node_modules/(?!content-disposition/)'];

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: [
        '<rootDir>/libs',
        '<rootDir>/apps',
        '<rootDir>/test/boundaries',
        '<rootDir>/test/bench',
      ],
      testMatch: ['**/test/**/*.spec.ts'],
      moduleNameMapper,
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'api',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/test/api'],
      testMatch: ['**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/api/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/api/support/global-teardown.ts',
      moduleNameMapper,
      transform,
      transformIgnorePatterns,
    },
  ],
};
