import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// `npm run bench` loads every file of bench/scenarios and refuses the whole run if one is wrong (a
// second scenario measuring a route, a bad budget key). Nothing else loads them, so a refusal
// would otherwise surface only when someone next benches: these tests load them as the bench does.
const ROOT = path.resolve(__dirname, '../..');
const SCENARIOS_DIR = path.join(ROOT, 'bench/scenarios');

interface Loaded {
  names?: string[];
  writes?: boolean[];
  error?: string;
}

/** bench/lib/scenarios.mjs is ESM and imports each scenario file: run it in a Node of its own. */
function loadScenarios(only = ''): Loaded {
  const script = `
    import { loadScenarios } from './bench/lib/scenarios.mjs';
    try {
      const scenarios = await loadScenarios({ only: process.env.ONLY });
      const writes = (s) => s.routes.some((r) => r.method !== 'GET') || s.custom !== null;
      console.log(JSON.stringify({ names: scenarios.map((s) => s.name), writes: scenarios.map(writes) }));
    } catch (error) {
      console.log(JSON.stringify({ error: error.message }));
    }`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, ONLY: only },
    encoding: 'utf8',
  });
  return JSON.parse(out) as Loaded;
}

describe('bench scenarios (bench/lib/scenarios.mjs)', () => {
  it('loads every scenario file, each under its own name', () => {
    const files = readdirSync(SCENARIOS_DIR).filter((file) => file.endsWith('.mjs'));
    const loaded = loadScenarios();
    expect(loaded.error).toBeUndefined();
    expect(loaded.names).toHaveLength(files.length);
    expect(new Set(loaded.names).size).toBe(files.length);
    // A variant re-measures its original's routes (Accept-Encoding: br) and is still accepted.
    expect(loaded.names).toEqual(
      expect.arrayContaining(['work-orders-list', 'work-orders-list-brotli']),
    );
  });

  it('runs the reading scenarios before the writing ones', () => {
    const { writes = [] } = loadScenarios();
    const firstWrite = writes.indexOf(true);
    expect(firstWrite).toBeGreaterThan(0);
    expect(writes.slice(firstWrite).every(Boolean)).toBe(true);
  });

  it('keeps only the scenarios named in BENCH_SCENARIOS and refuses an unknown name', () => {
    expect(loadScenarios('health, mixed-sessions').names).toEqual(['health', 'mixed-sessions']);
    expect(loadScenarios('health,no-such-scenario').error).toMatch(
      /unknown scenario\(s\) no-such-scenario; known: .*work-orders-list/,
    );
  });
});
