import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { resolveRequestId } from '../http/request-id';

/**
 * One access-log line per request with its request id. Only the method, path and status are
 * logged: no bodies, no query strings (they may carry tokens) and no credentials.
 */
export function createHttpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage) => resolveRequestId(req),
    customAttributeKeys: { reqId: 'requestId' },
    autoLogging: { ignore: (req: IncomingMessage) => (req.url ?? '').startsWith('/assets/') },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: { id?: string; method?: string; url?: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        path: (req.url ?? '').split('?')[0],
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
