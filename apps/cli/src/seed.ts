import 'reflect-metadata';
import { MODULE_SETTINGS } from '@px/composition';
import { exitOnFatal, loadProcessConfig } from '@px/platform';
import { seedDemo } from './database-tasks';

/**
 * `npm run seed` (`--demo`, the default, seeds the demo workshop and its staff; `--if-empty` only
 * when the database holds no workshop yet, which is how `npm start` calls it). Prints the demo
 * logins either way, so `npm start` always shows them.
 */
async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const unknown = [...args].filter((arg) => !['--demo', '--if-empty'].includes(arg));
  if (unknown.length) {
    throw new Error(`Unknown option(s): ${unknown.join(' ')} (use --demo, --if-empty)`);
  }
  const config = loadProcessConfig('seed', MODULE_SETTINGS);
  const result = await seedDemo(config, { ifEmpty: args.has('--if-empty') });
  if (result.seeded) {
    const w = result.workshop;
    process.stdout.write(
      `Demo workshop seeded: ${w?.name} (NIF ${w?.nif}, registro ${w?.registryNumber}).\n`,
    );
  } else {
    process.stdout.write(`Demo seed skipped: ${result.reason}.\n`);
  }
  process.stdout.write(
    `Demo logins (password ${result.password}; kiosk PIN at /time-clock?kiosk=1):\n`,
  );
  for (const login of result.logins) {
    process.stdout.write(
      `  ${login.email.padEnd(24)} ${login.role.padEnd(16)} PIN ${login.kioskPin}\n`,
    );
  }
}

main().then(() => process.exit(0), exitOnFatal('seed'));
