import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { dropDatabase } from '../../../libs/platform/src/database/ensure-database';

const MIGRATE = join(__dirname, '..', '..', '..', 'dist/apps/cli/src/migrate.js');

/**
 * A database of the suite's own, migrated like the run's, for rules about the whole workshop
 * ("the last active administrator") that the other suites' users would disturb. Drop it after.
 */
export function ownDatabase(name: string): { url: string; drop: () => Promise<void> } {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `${url.pathname}_${name}`;
  execFileSync(process.execPath, [MIGRATE], {
    env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { url: url.toString(), drop: () => dropDatabase(url.toString()) };
}
