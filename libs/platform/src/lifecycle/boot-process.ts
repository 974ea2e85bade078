import { type Logger } from 'pino';
import { type AppConfig, type SettingDefinition, loadProcessConfig } from '../config';
import { DatabaseUnavailableError, waitForDatabase } from '../database';
import { createRootLogger } from '../logging';

/**
 * What every entry point does first: validated configuration (exit 78 when wrong), the root logger,
 * and PostgreSQL reachable within the bounded retries (exit 69 with a clear message otherwise).
 */
export async function bootProcess(
  processName: string,
  moduleSettings: readonly SettingDefinition[] = [],
): Promise<{ config: AppConfig; logger: Logger }> {
  const config = loadProcessConfig(processName, moduleSettings);
  const logger = createRootLogger(config.logLevel, processName, undefined, config.logFormat);
  try {
    await waitForDatabase({
      url: config.databaseUrl,
      retries: config.databaseConnectRetries,
      backoffMs: config.databaseConnectBackoffMs,
      onRetry: (attempt, delayMs, error) =>
        logger.warn(
          { attempt, delayMs, reason: error.message },
          'PostgreSQL not reachable yet; retrying',
        ),
    });
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) {
      logger.fatal(error.message);
      process.exit(69); // EX_UNAVAILABLE
    }
    throw error;
  }
  return { config, logger };
}

/** Last resort for an entry point's promise: print and exit non-zero. */
export function exitOnFatal(processName: string) {
  return (error: unknown): never => {
    process.stderr.write(
      `[${processName}] Fatal error: ${(error as Error)?.stack ?? String(error)}\n`,
    );
    process.exit(1);
  };
}
