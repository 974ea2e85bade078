import 'reflect-metadata';
import { MODULE_SETTINGS } from '@px/composition';
import { exitOnFatal, loadProcessConfig } from '@px/platform';
import { createFirstAdministrator } from './database-tasks';

/**
 * `node dist/apps/cli/src/create-admin.js` (docker compose runs it after migrate): the first
 * administrator of a real installation, from ADMIN_EMAIL and ADMIN_PASSWORD, when the workshop has
 * no active administrator yet. A real installation never gets the demo users and their published
 * password.
 */
async function main(): Promise<void> {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) throw new Error('Set ADMIN_EMAIL and ADMIN_PASSWORD');
  const config = loadProcessConfig('create-admin', MODULE_SETTINGS);
  const result = await createFirstAdministrator(config, { email, password });
  process.stdout.write(
    result.created
      ? `First administrator created: ${result.email}.\n`
      : `No administrator created: ${result.reason}.\n`,
  );
}

main().then(() => process.exit(0), exitOnFatal('create-admin'));
