/**
 * The SPA's only door to the browser console. Every message carries an ISO timestamp and an optional
 * context object, so a support engineer can read the console of a user's browser and know when and
 * where something happened.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogContext = Record<string, unknown>;

function write(level: LogLevel, message: string, context?: LogContext): void {
  const line = `[${new Date().toISOString()}] [PX Taller] ${message}`;
  const args: unknown[] = context === undefined ? [line] : [line, context];
  // eslint-disable-next-line no-console -- the logger is the single place allowed to use the console
  console[level](...args);
}

export const logger = {
  debug: (message: string, context?: LogContext) => {
    if (import.meta.env.DEV) write('debug', message, context);
  },
  info: (message: string, context?: LogContext) => write('info', message, context),
  warn: (message: string, context?: LogContext) => write('warn', message, context),
  error: (message: string, context?: LogContext) => write('error', message, context),
};

const warnedOnce = new Set<string>();

/** Logs a warning only the first time `key` is seen (e.g. one missing translation id). */
export function warnOnce(key: string, message: string, context?: LogContext): void {
  if (warnedOnce.has(key)) return;
  warnedOnce.add(key);
  logger.warn(message, context);
}
