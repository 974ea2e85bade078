import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 23: colours live in one place (src/app/colours.ts, handed to antd by theme.ts), so both
 * themes can be held to WCAG contrast. A colour literal anywhere else in the SPA fails here.
 */
const SRC = path.resolve(__dirname, '..');
const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;
const ALLOWED = new Set([path.join(SRC, 'app', 'colours.ts')]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('colours', () => {
  it('appear as literals only in src/app/colours.ts', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${path.relative(SRC, file)}:${index + 1}` }))
          // An element id such as "#main-content" is not a colour.
          .filter(({ line }) => COLOUR.test(line.replace(/['"`]#[a-z][\w-]*-[\w-]*['"`]/gi, ''))),
      )
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });

  it('appear in styles.css only as the custom properties of its first block', () => {
    const css = readFileSync(path.join(SRC, 'styles.css'), 'utf8');
    const offenders = css
      .split('\n')
      .filter((line) => COLOUR.test(line) && !/^\s*--px-[\w-]+:/.test(line));
    expect(offenders).toEqual([]);
  });
});
