import { type FastifyInstance } from 'fastify';
import { type Logger } from 'pino';

/**
 * One access-log line per request: method, path (no query string: it may carry tokens), status and
 * time, with the request id. Written only when its level is enabled (4xx warn, 5xx error, the rest
 * info), so a quiet production log costs one hook call per request and nothing more.
 */
export function installAccessLog(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const statusCode = reply.statusCode;
    const level = statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
    if (logger.isLevelEnabled(level)) {
      const path = request.url.split('?')[0];
      if (level !== 'info' || !path.startsWith('/assets/')) {
        logger[level](
          {
            requestId: request.id,
            req: { method: request.method, path, remoteAddress: request.socket.remoteAddress },
            res: { statusCode },
            responseTimeMs: Math.round(reply.elapsedTime * 1000) / 1000,
          },
          'request completed',
        );
      }
    }
    done();
  });
}
