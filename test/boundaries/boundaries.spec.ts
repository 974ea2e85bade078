// The boundary check (issue 16): ESLint's import rules (eslint.config.mjs) and
// scripts/check-boundaries.mjs refuse each forbidden kind in a fake mini-repository
// (test/boundaries/fixtures, one planted violation per `*.violation.*` file) and find nothing in
// the real one. Both run in child processes, as `npm run lint` runs them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO = path.resolve(__dirname, '../..');
const FIXTURE = path.join(__dirname, 'fixtures');
const ESLINT_CONFIG = path.join(REPO, 'eslint.config.mjs');
const SCRIPT = path.join(REPO, 'scripts/check-boundaries.mjs');
const BOUNDARY_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

interface LintMessage {
  file: string;
  line: number;
  ruleId: string | null;
  message: string;
}

/** ESLint with the repository's config, rooted at `root`, only its boundary rules (and parse errors). */
function lintBoundaries(root: string, patterns: string[]): LintMessage[] {
  const program = `
    const { ESLint } = await import(${JSON.stringify(pathToFileURL(require.resolve('eslint')).href)});
    const rules = ${JSON.stringify(BOUNDARY_RULES)};
    const eslint = new ESLint({
      cwd: process.cwd(),
      overrideConfigFile: ${JSON.stringify(ESLINT_CONFIG)},
      ruleFilter: ({ ruleId }) => rules.includes(ruleId),
    });
    const results = await eslint.lintFiles(${JSON.stringify(patterns)});
    const messages = results.flatMap((result) =>
      result.messages.map(({ line, ruleId, message }) => ({
        file: result.filePath, line, ruleId, message,
      })),
    );
    process.stdout.write(JSON.stringify(messages));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`ESLint did not run: ${run.stderr}`);
  return (JSON.parse(run.stdout) as LintMessage[]).map((message) => ({
    ...message,
    file: path.relative(root, message.file).split(path.sep).join('/'),
  }));
}

function checkBoundaries(root: string): { status: number | null; lines: string[] } {
  const run = spawnSync(process.execPath, [SCRIPT, '--root', root], { encoding: 'utf8' });
  const lines = `${run.stdout}${run.stderr}`
    .split('\n')
    .filter((line) => /^\S+:\d+ {2}/.test(line));
  return { status: run.status, lines };
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('boundary check: imports (ESLint)', () => {
  let messages: LintMessage[];
  beforeAll(() => {
    messages = lintBoundaries(FIXTURE, ['.']);
  }, 120_000);

  const reported = (file: string) => messages.filter((message) => message.file === file);

  it('reports exactly the planted import violations, nothing in the clean files', () => {
    expect(messages.filter((message) => message.ruleId === null)).toEqual([]);
    const planted = filesUnder(FIXTURE)
      .map((file) => path.relative(FIXTURE, file).split(path.sep).join('/'))
      .filter((file) => /\.violation\.tsx?$/.test(file))
      // SQL is the script's to judge.
      .filter((file) => !file.includes('/queries/'))
      .sort();
    expect([...new Set(messages.map((message) => message.file))].sort()).toEqual(planted);
    for (const file of planted) expect(reported(file)).toHaveLength(1);
  });

  it.each([
    [
      'a deep import of another lib',
      'libs/alpha/src/deep-import.violation.ts',
      /never a deep path/,
    ],
    [
      'a relative path into another lib',
      'libs/alpha/src/relative-import.violation.ts',
      /Do not reach out of the lib/,
    ],
    [
      'a dynamic import out of the lib',
      'libs/alpha/src/http/dynamic-import.violation.ts',
      /Do not reach out of the lib/,
    ],
    ['an app reaching into a lib', 'apps/api/src/deep.violation.ts', /never a deep path/],
    [
      'an app reaching a lib by a relative path',
      'apps/worker/src/relative.violation.ts',
      /Do not reach out of the app/,
    ],
    [
      'the platform naming a domain lib',
      'libs/platform/src/outbox/domain.violation.ts',
      /libs\/platform names no domain lib/,
    ],
    [
      'the contracts importing a lib',
      'libs/contracts/src/lib.violation.ts',
      /libs\/contracts .* imports no lib/,
    ],
    [
      'the SPA importing a backend lib',
      'frontend/src/features/orders/backend.violation.tsx',
      /SPA imports no backend code/,
    ],
    [
      'the SPA reaching libs/ by a relative path',
      'frontend/src/features/orders/relative.violation.ts',
      /SPA imports no backend code \(libs\/, apps\/\)/,
    ],
  ])('refuses %s', (_kind, file, message) => {
    expect(reported(file)).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringMatching(message) }),
    ]);
  });
});

describe('boundary check: SQL, its placeholders and file shapes (scripts/check-boundaries.mjs)', () => {
  it('reports each planted violation as `file:line  message` and exits 1', () => {
    const { status, lines } = checkBoundaries(FIXTURE);
    expect(status).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^libs\/alpha\/src\/commands\/alpha\.commands\.ts:1 {2}one command per file/,
      ),
      expect.stringMatching(
        /^libs\/alpha\/src\/queries\/alpha-placeholder\.violation\.ts:2 {2}SQL with a knex `\?` placeholder: write `\$1, \$2…`/,
      ),
      expect.stringMatching(
        /^libs\/alpha\/src\/queries\/alpha-placeholder\.violation\.ts:3 {2}SQL with a knex `\?` placeholder/,
      ),
      expect.stringMatching(
        /^libs\/alpha\/src\/queries\/alpha-reader\.violation\.ts:5 {2}SQL names table "beta_item", owned by libs\/beta/,
      ),
      expect.stringMatching(
        /^libs\/alpha\/src\/queries\/alpha-reader\.violation\.ts:6 {2}SQL names table "beta_view", owned by libs\/beta/,
      ),
      expect.stringMatching(
        /^libs\/alpha\/src\/queries\/alpha-reader\.violation\.ts:7 {2}SQL names the platform's table "idempotency_key"/,
      ),
      expect.stringMatching(
        /^libs\/beta\/src\/commands\/beta\.handler\.ts:1 {2}one command per file/,
      ),
      expect.stringMatching(
        /^libs\/beta\/src\/commands\/beta\.handlers\.ts:1 {2}one command per file/,
      ),
      expect.stringMatching(
        /^libs\/gamma\/src\/gamma\.manifest\.ts:2 {2}table "alpha_view" is claimed by libs\/gamma and by libs\/alpha/,
      ),
    ]);
  });
});

describe('boundary check: the real repository', () => {
  it('has no SQL reach, knex placeholder nor grab-bag command file', () => {
    expect(checkBoundaries(REPO)).toEqual({ status: 0, lines: [] });
  });

  it('has no import across a boundary', () => {
    expect(lintBoundaries(REPO, ['libs', 'apps', 'frontend/src'])).toEqual([]);
  }, 120_000);
});
