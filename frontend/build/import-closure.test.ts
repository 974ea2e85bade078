import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceTree } from './source-tree.test-helper';
import { importClosure } from './import-closure';

function closure(root: string, roots: string[], lazy: boolean): string[] {
  return [
    ...importClosure(
      roots.map((file) => path.join(root, file)),
      { sourceRoot: root, lazy },
    ),
  ]
    .map((file) => path.relative(root, file))
    .sort();
}

describe('the import closure of our sources', () => {
  const root = sourceTree({
    'main.tsx': [
      "import { App } from './app';",
      "import { a, type Unused } from '@/ui';",
      "import type { Types } from './types';",
      "import './styles.css';",
      "const Lazy = lazy(() => import('./lazy-screen'));",
    ].join('\n'),
    'app.tsx': "import Default, { b as bee } from './ui/b';\nexport const App = 1;",
    'types.ts': 'export type Types = 1;',
    'styles.css': '',
    'lazy-screen.tsx': "import { c } from './ui';",
    'ui/index.ts': [
      "export { a } from './a';",
      "export { b } from './b';",
      "export { c as c } from './c';",
      "export type { Unused } from './unused';",
      "export * from './star';",
    ].join('\n'),
    'ui/a.tsx': "import * as everything from '../ns';\nexport const a = 1;",
    'ui/b.tsx': 'export const b = 2;',
    'ui/c.tsx': 'export const c = 3;',
    'ui/unused.ts': 'export type Unused = 4;',
    'ui/star.ts': 'export const s = 5;',
    'ns.ts': 'export const n = 6;',
    'node-only.test.tsx': "import { c } from './ui';",
  });

  it('follows static imports, and re-exports only for the names imported', () => {
    expect(closure(root, ['main.tsx'], false)).toEqual([
      'app.tsx',
      'main.tsx',
      'ns.ts',
      'styles.css',
      'ui/a.tsx',
      'ui/b.tsx',
      'ui/index.ts',
      'ui/star.ts', // `export *` may hold any name: kept
    ]);
  });

  it('with lazy, follows import() too; folders as roots, their tests left out', () => {
    expect(closure(root, ['main.tsx'], true)).toContain('ui/c.tsx');
    expect(closure(root, ['main.tsx'], true)).toContain('lazy-screen.tsx');
    expect(closure(root, ['.'], false)).not.toContain('node-only.test.tsx');
    expect(closure(root, ['.'], false)).toContain('ui/unused.ts'); // a root itself
  });
});
