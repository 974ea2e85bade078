import { type FastifyInstance } from 'fastify';
import { requestContext } from '../logging/request-context';
import { REQUEST_ID_HEADER } from './request-id';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './security-headers';

/**
 * What every response needs before anything else runs: its request id (echoed in x-request-id and
 * put in the request context the logs read) and the security headers. Nothing the API answers is
 * kept by a browser or a proxy (`no-store`): its answers carry tokens and people's data, and the
 * SPA revalidates what it keeps itself (If-None-Match from its own memory). The context is entered
 * again before the handler because Fastify finishes reading a body in the socket's own async
 * context, where the one entered on arrival is not visible.
 */
export function installRequestPreamble(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (request.protocol === 'https')
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    reply.header(REQUEST_ID_HEADER, request.id);
    requestContext.run({ requestId: request.id }, done);
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    if (requestContext.getStore()?.requestId !== request.id) {
      requestContext.enterWith({ requestId: request.id });
    }
    done();
  });
}
