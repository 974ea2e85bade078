import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const MIGRATE = join(ROOT, 'dist/apps/cli/src/migrate.js');

/**
 * One fresh database per run, created on DATABASE_URL's server (npm test provides one: the embedded
 * cluster or the operator's) and migrated by the real CLI, exactly as production is. Jest workers
 * inherit the variables set here.
 */
export default function globalSetup(): void {
  const base = process.env.DATABASE_URL;
  if (!base) {
    throw new Error(
      'DATABASE_URL must point at a PostgreSQL server where tests may create databases (npm test sets it).',
    );
  }
  if (!existsSync(MIGRATE))
    execFileSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  const runId = randomBytes(4).toString('hex');
  const url = new URL(base);
  url.pathname = `/px_test_${runId}`;
  process.env.DATABASE_URL = url.toString();
  process.env.REDIS_KEY_PREFIX = process.env.REDIS_KEY_PREFIX || `pxtest:${runId}`;
  process.env.REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  process.env.JWT_SECRET = process.env.JWT_SECRET || randomBytes(32).toString('hex');
  execFileSync(process.execPath, [MIGRATE], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
