import pino, { type Logger, type LoggerOptions } from 'pino';
import { readableLogStream } from './readable-log';
import { requestContext } from './request-context';

/**
 * Paths never written to the logs. pino replaces them with "[redacted]" wherever they appear, so
 * a password or token passed by mistake in an object, a header or an error never reaches stdout.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'databaseUrl',
  'redisUrl',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.password_hash',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secret',
  '*.databaseUrl',
  '*.redisUrl',
  '*.authorization',
  '*.cookie',
];

export function createLoggerOptions(level: string, processName: string): LoggerOptions {
  return {
    level,
    base: { process: processName, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: 'msg',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
    // Every line written while serving a request carries its id, whoever logs it.
    mixin: () => {
      const store = requestContext.getStore();
      return store ? { requestId: store.requestId } : {};
    },
  };
}

/** How the lines look: JSON (production, collectors) or one readable line each (`npm start`). */
export type LogFormat = 'json' | 'pretty';

export function createRootLogger(
  level: string,
  processName: string,
  destination?: pino.DestinationStream,
  format: LogFormat = 'json',
): Logger {
  const stream = destination ?? (format === 'pretty' ? readableLogStream() : undefined);
  return stream
    ? pino(createLoggerOptions(level, processName), stream)
    : pino(createLoggerOptions(level, processName));
}
