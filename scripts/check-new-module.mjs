#!/usr/bin/env node
// Checks `npm run new-module` end to end, in a throw-away copy of this working tree (the tracked and
// untracked files git does not ignore, node_modules linked), removed afterwards:
//   generate `demo-thing` → it touched only its new files, the manifest list and the route table
//   → eslint + prettier on what it wrote, the boundary check → tsc (server and SPA) → the generated
//   unit test with composition's (manifest list, merged access catalogue) → the SPA's message-file
//   test → with DATABASE_URL: build:server, then the generated API test and the route-guard test
//   (every route declares its access) → with --e2e (or PX_NEW_MODULE_E2E=1): vite build and the
//   generated Playwright smoke test (Chromium: CHROMIUM_PATH or /usr/bin/chromium).
// `npm test` runs it with --e2e as its last stage, `scaffold`, on the run's PostgreSQL and Redis.
// Alone: `node scripts/check-new-module.mjs [--e2e] [--keep] [--json <file>]` (about 1 minute, 2
// with --e2e). --keep leaves the copy in place; a failure's test-results are kept in
// test-results/new-module-check/.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { npm } from './lib/app.mjs';
import { ROOT, color, createLogger, formatDuration } from './lib/util.mjs';

const NAME = 'demo-thing';
const log = createLogger('new-module check');
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const keep = flag('--keep');
const e2e = flag('--e2e') || /^(1|true|yes)$/i.test(process.env.PX_NEW_MODULE_E2E ?? '');
const jsonFile = option('--json');

/** The files a generation may create (prefixes) and the only existing ones it may change. */
const CREATED = [
  `libs/${NAME}/`,
  `frontend/src/features/${NAME}/`,
  `test/api/${NAME}.e2e-spec.ts`,
  `test/web/${NAME}.spec.ts`,
];
const EDITED = ['libs/composition/src/index.ts', 'frontend/src/app/router.tsx'];

let work = null;
const running = new Set();
let interrupted = null;

function cleanup() {
  if (!work) return;
  if (keep) {
    log(`kept ${work}`);
    return;
  }
  fs.rmSync(work, { recursive: true, force: true });
  work = null;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = signal;
    for (const child of running) child.kill(signal);
    // Let the children finish (Playwright's teardown drops its database), then remove the copy.
    const deadline = Date.now() + 25_000;
    const wait = setInterval(() => {
      if (running.size > 0 && Date.now() < deadline) return;
      clearInterval(wait);
      for (const child of running) child.kill('SIGKILL');
      cleanup();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }, 200);
  });
}

/** Runs a command in the copy with inherited output; resolves { ok, note }. */
function run(command, args, { cwd = work, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    running.add(child);
    child.on('error', (err) => {
      running.delete(child);
      resolve({ ok: false, note: err.message });
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      const ok = code === 0;
      resolve({ ok, note: ok ? '' : signal ? `killed by ${signal}` : `exit code ${code}` });
    });
  });
}

const bin = (name) => path.join(work, 'node_modules', '.bin', name);

/** The files to copy: git's view of the working tree (tracked, plus untracked not ignored). */
function sourceFiles() {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return [...new Set(listed.stdout.split('\0').filter(Boolean))].filter((file) => {
    if (file === 'node_modules' || file.startsWith('node_modules/')) return false;
    if (/(^|\/)node_modules(\/|$)/.test(file)) return false;
    const stat = fs.lstatSync(path.join(ROOT, file), { throwIfNoEntry: false });
    return Boolean(stat) && !stat.isDirectory(); // deleted but still tracked: skipped
  });
}

function copyTree() {
  const files = sourceFiles();
  for (const file of files) {
    const target = path.join(work, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(path.join(ROOT, file), target, { verbatimSymlinks: true });
  }
  for (const modules of ['node_modules', 'frontend/node_modules']) {
    const source = path.join(ROOT, modules);
    if (fs.existsSync(source)) fs.symlinkSync(fs.realpathSync(source), path.join(work, modules));
  }
  return files;
}

const digest = (file) =>
  crypto
    .createHash('sha1')
    .update(fs.readFileSync(path.join(work, file)))
    .digest('hex');

function walk(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' && dir === base) return [];
    if (entry.name === 'node_modules' && path.relative(base, dir) === 'frontend') return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

/** After generating: what changed must be the new module's files and the two edited ones. */
function checkFootprint(before) {
  const after = walk(work);
  const problems = [];
  const created = after.filter((file) => !before.has(file));
  for (const file of created) {
    if (!CREATED.some((prefix) => file === prefix || file.startsWith(prefix))) {
      problems.push(`created outside its folders: ${file}`);
    }
  }
  for (const [file, hash] of before) {
    if (!fs.existsSync(path.join(work, file))) problems.push(`removed: ${file}`);
    else if (digest(file) !== hash && !EDITED.includes(file)) problems.push(`changed: ${file}`);
  }
  for (const file of EDITED) {
    if (digest(file) === before.get(file)) problems.push(`not edited: ${file}`);
  }
  for (const prefix of CREATED) {
    if (!created.some((file) => file.startsWith(prefix))) problems.push(`missing: ${prefix}`);
  }
  return { ok: problems.length === 0, note: problems.join('; ') || `${created.length} files` };
}

const steps = [];

async function step(name, fn) {
  if (interrupted) throw new Error(`interrupted (${interrupted})`);
  console.log(`\n${color.bold(color.cyan(`── ${name}`))}`);
  const started = Date.now();
  const result = (await fn()) ?? { ok: true };
  const record = { name, ms: Date.now() - started, ...result };
  steps.push(record);
  if (!record.ok && !record.skipped) throw new Error(`${name}: ${record.note ?? 'failed'}`);
}

async function main() {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'px-new-module-'));
  log(`working copy: ${work}`);
  let before;
  await step('copy', async () => {
    const files = copyTree();
    before = new Map(files.map((file) => [file, digest(file)]));
    return { ok: true, note: `${files.length} files` };
  });
  await step(`generate ${NAME}`, () => run(process.execPath, ['scripts/new-module.mjs', NAME]));
  await step('footprint', async () => checkFootprint(before));

  const touched = [...CREATED, ...EDITED].map((p) => p.replace(/\/$/, ''));
  await step('eslint', () => run(bin('eslint'), ['--max-warnings', '0', ...touched]));
  await step('prettier', () =>
    run(bin('prettier'), ['--check', '--log-level', 'warn', ...touched]),
  );
  // The part of `npm run lint` ESLint cannot express: SQL naming another lib's table, grab-bags.
  await step('boundaries', () => run(process.execPath, ['scripts/check-boundaries.mjs']));
  await step('typecheck', async () => {
    // Server and SPA at once (two cores): both must pass.
    const [server, spa] = await Promise.all([
      run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
      run(bin('tsc'), ['-p', 'frontend/tsconfig.json', '--noEmit']),
    ]);
    const ok = server.ok && spa.ok;
    return { ok, note: ok ? '' : `server ${server.note}, spa ${spa.note}` };
  });
  // With composition's: the manifest list and the merged access catalogue stay consistent.
  await step('unit', () =>
    run(bin('jest'), ['--selectProjects', 'unit', '--ci', `libs/${NAME}/`, 'libs/composition/']),
  );
  await step('messages', () =>
    run(bin('vitest'), ['run', 'src/i18n'], { cwd: path.join(work, 'frontend') }),
  );

  if (!process.env.DATABASE_URL) {
    steps.push({ name: 'api', ok: true, skipped: true, ms: 0, note: 'no DATABASE_URL' });
    log.warn('DATABASE_URL is not set: the generated API test was not run');
  } else {
    await step('build:server', () => npmRun('build:server'));
    await step('api', () =>
      run(bin('jest'), [
        '--selectProjects',
        'api',
        '--ci',
        `test/api/${NAME}.e2e-spec.ts`,
        'test/api/route-guard.e2e-spec.ts',
      ]),
    );
  }

  if (e2e) {
    // `npm run build:web` is tsc (done above) then vite build.
    await step('build:web', () =>
      run(bin('vite'), ['build'], { cwd: path.join(work, 'frontend') }),
    );
    const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
    delete env.PX_PW_JSON; // npm test's report is not this run's
    await step('e2e', () =>
      run(bin('playwright'), ['test', '-c', 'test/web/playwright.config.ts', `${NAME}.spec.ts`], {
        env,
      }),
    );
  }
}

/** `npm run <script>` in the copy. */
function npmRun(script) {
  const [command, args] = npm(['run', script]);
  return run(command, args);
}

const started = Date.now();
let failure = null;
try {
  await main();
} catch (err) {
  failure = err;
} finally {
  // A failure's logs (Playwright traces, the e2e app's logs) outlive the copy.
  const results = work && path.join(work, 'test-results');
  if (failure && results && fs.existsSync(results)) {
    const kept = path.join(ROOT, 'test-results', 'new-module-check');
    fs.rmSync(kept, { recursive: true, force: true });
    fs.cpSync(results, kept, { recursive: true });
    log(`test results of the copy kept in ${path.relative(ROOT, kept)}`);
  }
  cleanup();
}

console.log(`\n${color.bold('── new-module check')}`);
for (const s of steps) {
  const status = s.skipped
    ? color.yellow('skipped')
    : s.ok
      ? color.green('ok     ')
      : color.red('FAILED ');
  console.log(
    `  ${s.name.padEnd(18)} ${status} ${formatDuration(s.ms).padStart(7)}  ${s.note ?? ''}`,
  );
}
console.log(`  total              ${formatDuration(Date.now() - started)}`);
if (failure) log.error(failure.message);
const passed = steps.filter((s) => s.ok && !s.skipped).length;
if (jsonFile) {
  fs.mkdirSync(path.dirname(path.resolve(jsonFile)), { recursive: true });
  fs.writeFileSync(
    jsonFile,
    JSON.stringify({ passed, failed: failure ? 1 : 0, steps, error: failure?.message ?? null }),
  );
}
process.exit(interrupted ? 130 : failure ? 1 : 0);
