import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type Logger } from 'pino';
import { resolveRequestId } from '../http/request-id';

/**
 * One access-log line per request: method, path (no query string: it may carry tokens), status and
 * time, with the request id. Written only when its level is enabled (4xx warn, 5xx error, the rest
 * info), so a quiet production log costs one listener per request and nothing more.
 */
export function createHttpLogger(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const statusCode = res.statusCode;
      const level = statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const path = (req.url ?? '').split('?')[0];
      if (level === 'info' && path.startsWith('/assets/')) return;
      logger[level](
        {
          requestId: resolveRequestId(req),
          req: { method: req.method, path, remoteAddress: req.socket.remoteAddress },
          res: { statusCode },
          responseTimeMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        },
        'request completed',
      );
    });
    next();
  };
}
