import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from './app-config';
import { type SettingDefinition } from './settings';

/** The version in the root package.json (printed in records and the API docs). */
export function readAppVersion(): string {
  // Compiled code lives in dist/libs/platform/src/config, sources in libs/platform/src/config.
  for (const up of ['../../../..', '../../../../..']) {
    try {
      const pkg = JSON.parse(readFileSync(join(__dirname, up, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'px-taller' && pkg.version) return pkg.version;
    } catch {
      // try the next candidate
    }
  }
  return '0.0.0';
}

/**
 * Loads the configuration of a process entry point. On a bad value it prints which settings are
 * wrong and exits at once: nothing else should start with a broken configuration.
 */
export function loadProcessConfig(
  processName: string,
  moduleSettings: readonly SettingDefinition[] = [],
): AppConfig {
  try {
    return loadConfig(process.env, readAppVersion(), moduleSettings);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(
        `[${processName}] ${error.message}\nSee .env.example for every setting and its default.\n`,
      );
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}
