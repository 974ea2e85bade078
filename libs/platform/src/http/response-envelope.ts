import { RouteConfig } from '@nestjs/platform-fastify';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type ApiSuccess } from '@px/contracts';

const EMPTY_SUCCESS = JSON.stringify({ success: true, data: null } satisfies ApiSuccess<null>);

/** Opt a handler out of the envelope (health probes read by machines, 304 answers). */
export const RawResponse = (): MethodDecorator => RouteConfig({ rawResponse: true });

/** OpenAPI's document and UI are served as they are. */
const isDocumentation = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

function wantsEnvelope(request: FastifyRequest, reply: FastifyReply): boolean {
  const route = request.routeOptions;
  return (
    reply.statusCode < 300 &&
    reply.statusCode !== 204 &&
    route.url !== undefined &&
    route.url.startsWith('/api/') &&
    !isDocumentation(route.url) &&
    (route.config as { rawResponse?: boolean }).rawResponse !== true
  );
}

/**
 * Every successful API answer is `{ success: true, data }` (DESIGN §6). Done in Fastify's
 * serialisation step rather than a Nest interceptor: a global interceptor puts every request
 * through an rxjs pipeline, the largest fixed cost the API had (docs/performance.md). Errors never
 * pass here: the exception filter sends them already serialised. Streams (files) pass untouched.
 */
export function installResponseEnvelope(fastify: FastifyInstance): void {
  fastify.addHook('preSerialization', (request, reply, payload, done) => {
    if (!wantsEnvelope(request, reply)) {
      done(null, payload);
      return;
    }
    done(null, { success: true, data: payload ?? null } satisfies ApiSuccess<unknown>);
  });
  // A handler that returns nothing still answers `{ success: true, data: null }`.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (payload !== undefined || !wantsEnvelope(request, reply)) {
      done(null, payload);
      return;
    }
    void reply.header('content-type', 'application/json; charset=utf-8');
    done(null, EMPTY_SUCCESS);
  });
}
