import { type Logger } from 'pino';

export interface Closable {
  close(): Promise<unknown>;
}

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight work finish, close workers and the database (Nest's
 * shutdown hooks, in `close()`), then exit. A second signal or the time limit forces the exit so a
 * stuck dependency can never keep the process alive.
 */
export function installGracefulShutdown(target: Closable, logger: Logger, timeoutMs: number): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      logger.warn({ signal }, 'Second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal, timeoutMs }, 'Shutting down gracefully');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'Graceful shutdown timed out: exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    target
      .close()
      .then(() => {
        logger.info('Shutdown complete');
        logger.flush?.();
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
