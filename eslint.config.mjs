// Flat ESLint config for the whole monorepo: backend (type-aware), SPA (React hooks) and plain Node scripts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// ── The boundary check (issue 16, "One way to build a module"): imports ───────────────────────────
// A lib imports another lib only through `@px/<lib>` (its index.ts); the platform imports no domain
// lib (only `@px/contracts`), contracts import nothing of ours; apps import libs only by name; the
// SPA imports no backend code but `@px/contracts`. Relative paths are judged by how far they climb:
// a file `d` folders below `libs/<lib>/` leaves its lib with `d + 1` `../`, so each depth gets its
// own settings (globs cannot measure a path). scripts/check-boundaries.mjs does the rest (SQL that
// names another lib's tables, grab-bag command files); test/boundaries proves both refuse each kind.
// Patterns are relative to the linted root (tests lint test/boundaries/fixtures with this file).
const SOURCES = '*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const MAX_DEPTH = 10;
const DEEP_PX = {
  regex: '^@px/[^/]+/',
  message: 'Import a lib through its package name @px/<lib> (its index.ts), never a deep path.',
};
const climbs = (levels) => `^(?:\\./)?(?:\\.\\./){${levels - 1}}\\.\\.(?:/|$)`;
/** A relative path climbing out of the folder the file is `depth` folders below. */
const leaves = (depth, folder) => ({
  regex: climbs(depth + 1),
  message: `Do not reach out of ${folder} by a relative path: import another lib as @px/<lib>.`,
});
const PLATFORM_NAMES_NO_DOMAIN = {
  regex: '^@px/(?!contracts$)',
  message: 'libs/platform names no domain lib (DESIGN §4): only @px/contracts.',
};
const CONTRACTS_IMPORT_NOTHING = {
  regex: '^@px/',
  message: 'libs/contracts is shared with the SPA: it imports no lib.',
};
const SPA_ONLY_CONTRACTS = {
  regex: '^@px/(?!contracts$)',
  message: 'The SPA imports no backend code: only @px/contracts.',
};
const spaReachesBackend = (depth) => ({
  // frontend/src/<depth folders>/file: `depth + 2` climbs reach the repository root.
  regex: `^(?:\\./)?(?:\\.\\./){${depth + 2}}(?:libs|apps)(?:/|$)`,
  message: 'The SPA imports no backend code (libs/, apps/): only @px/contracts.',
});
/**
 * The composition root may import the root `migrations/` index (the migrations written before
 * modules carried their own, DESIGN §4): it is no lib, and composition is where parts are listed.
 */
const compositionLeaves = (depth) => ({
  regex: `${climbs(depth + 1)}(?!\\.\\./migrations$)`,
  message: leaves(depth, 'libs/composition').message,
});

/** The same patterns for `import()`, `require()` and `import x = require()`. */
function dynamicImports(patterns) {
  const literal = (regex) => `/${regex.replace(/\//g, '\\/')}/`;
  return patterns.flatMap(({ regex, message }) =>
    [
      `ImportExpression[source.value=${literal(regex)}]`,
      `CallExpression[callee.name='require'][arguments.0.value=${literal(regex)}]`,
      `TSExternalModuleReference[expression.value=${literal(regex)}]`,
    ].map((selector) => ({ selector, message })),
  );
}

function restrict(files, patterns) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      'no-restricted-syntax': ['error', ...dynamicImports(patterns)],
    },
  };
}

function boundaries() {
  const configs = [];
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    const below = (folder) => [`${folder}/${'*/'.repeat(depth)}${SOURCES}`];
    configs.push(
      restrict(below('libs/*'), [DEEP_PX, leaves(depth, 'the lib')]),
      restrict(below('libs/platform'), [
        DEEP_PX,
        PLATFORM_NAMES_NO_DOMAIN,
        leaves(depth, 'libs/platform'),
      ]),
      restrict(below('libs/contracts'), [
        CONTRACTS_IMPORT_NOTHING,
        leaves(depth, 'libs/contracts'),
      ]),
      restrict(below('libs/composition'), [DEEP_PX, compositionLeaves(depth)]),
      restrict(below('apps/*'), [DEEP_PX, leaves(depth, 'the app')]),
      restrict(below('frontend/src'), [SPA_ONLY_CONTRACTS, spaReachesBackend(depth)]),
    );
  }
  return configs;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'error',
    },
  },
  {
    // Nest relies on emitDecoratorMetadata: a type-only import of an injected class breaks DI.
    files: [
      'apps/**/*.ts',
      'libs/**/*.ts',
      'migrations/**/*.ts',
      'test/api/**/*.ts',
      'test/fixtures/**/*.ts',
    ],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // antd's App is loaded on demand (shared/feedback): outside it, App.useApp() gives no-ops.
      'no-restricted-properties': [
        'error',
        {
          object: 'App',
          property: 'useApp',
          message: "Use useFeedback() from '@/shared/feedback' (antd's App loads on demand).",
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '*.mjs', '*.js'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['test/**/*.ts', '**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  ...boundaries(),
  prettier,
);
