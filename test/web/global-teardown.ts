// Playwright global teardown: stop the API and worker of global-setup.ts (SIGTERM, then SIGKILL),
// drop the run's database (terminating its connections first), remove the run's Redis keys and
// stop the services the setup provisioned itself.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import type { E2eState } from './global-setup';

const ROOT = path.resolve(__dirname, '..', '..');

interface ServiceHandle {
  stop(): Promise<void>;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function stopProcess(pid: number): Promise<void> {
  if (!alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; waited < 15_000 && alive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export default async function globalTeardown(): Promise<void> {
  const raw = process.env.PX_E2E_STATE;
  const state = raw ? (JSON.parse(raw) as E2eState) : null;
  delete process.env.PX_E2E_STATE; // a second call (setup failure, then Playwright) is a no-op
  const errors: string[] = [];
  if (state) {
    await Promise.all(state.pids.map(({ pid }) => stopProcess(pid)));
    try {
      await dropDatabase(state.adminUrl, state.database);
    } catch (err) {
      errors.push(`could not drop ${state.database}: ${(err as Error).message}`);
    }
    try {
      const provision = (await import(
        pathToFileURL(path.join(ROOT, 'scripts/lib/provision.mjs')).href
      )) as { deleteRedisKeys(url: string, fragment: string): Promise<number> };
      await provision.deleteRedisKeys(state.redisUrl, state.redisPrefix);
    } catch (err) {
      errors.push(`could not remove Redis keys ${state.redisPrefix}*: ${(err as Error).message}`);
    }
  }
  const services = (globalThis as { __pxE2eServices?: ServiceHandle[] }).__pxE2eServices ?? [];
  for (const service of services.splice(0).reverse()) {
    await service.stop().catch((err: Error) => errors.push(err.message));
  }
  if (errors.length) process.stderr.write(`[e2e] teardown: ${errors.join('; ')}\n`);
}
