import { type LoggerService } from '@nestjs/common';
import { type Logger } from 'pino';

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * Nest's start-up chatter (every module initialised, every route "Mapped {…}"): a hundred lines
 * before the app answers, useful when debugging routing only. Logged at debug, not info.
 */
const NEST_BOOT_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
  'WebSocketsController',
]);

/**
 * Nest's LoggerService on our pino root logger. Nest calls `log(message, context)` or
 * `error(message, stack, context)`; our code passes an object first (`logger.warn({ err }, 'text')`).
 * The request id comes from the logger's mixin, so no per-request child logger is needed.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const context =
      params.length > 0 && typeof params[params.length - 1] === 'string'
        ? (params.pop() as string)
        : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      const text = typeof params[0] === 'string' ? (params.shift() as string) : undefined;
      this.logger[level]({ ...fields, ...(message as object) }, text);
    } else {
      const stack =
        level === 'error' && typeof params[0] === 'string' && /\n\s+at /.test(params[0])
          ? params.shift()
          : undefined;
      this.logger[level](
        stack ? { ...fields, err: { message: String(message), stack } } : fields,
        String(message),
      );
    }
  }

  log(message: unknown, ...params: unknown[]): void {
    const context = params[params.length - 1];
    const boot = typeof context === 'string' && NEST_BOOT_CONTEXTS.has(context);
    this.write(boot ? 'debug' : 'info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }
}
