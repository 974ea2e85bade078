import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type FastifyInstance } from 'fastify';

/** Paths that belong to the server, never to the client router. */
const SERVER_PREFIXES = ['/api', '/realtime'];

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function resolveWebDist(webDistDir: string): string {
  return resolve(process.cwd(), webDistDir);
}

function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Serves the built SPA on the API's port: hashed assets cached for a year, everything else
 * (index.html first) never cached, and client routes (/orders/123) answered with index.html so a
 * reload works. Each text file goes out as the Brotli or gzip copy the build wrote beside it
 * (scripts/compress-web-assets.mjs), chosen by the request's Accept-Encoding, with its
 * Content-Encoding and `Vary: Accept-Encoding`: the first load moves a fraction of the bytes and
 * costs the server no compression. The files are the build present at start-up: a deployment
 * restarts the API. Returns false when the build is missing, so the caller can say so.
 */
export async function serveSpa(fastify: FastifyInstance, webDistDir: string): Promise<boolean> {
  const root = resolveWebDist(webDistDir);
  if (!existsSync(join(root, 'index.html'))) return false;

  await fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const asset = path.startsWith(join(root, 'assets') + '/');
      void reply.header('Cache-Control', asset ? IMMUTABLE : 'no-cache');
    },
  });
  // A missing hashed asset is a stale deployment: a plain 404 the SPA's chunk loader can detect.
  fastify.get('/assets/*', (_request, reply) => {
    void reply.code(404).header('Cache-Control', 'no-store').send();
  });
  fastify.get('/*', (request, reply) => {
    if (isServerPath(request.url.split('?')[0])) {
      reply.callNotFound();
      return;
    }
    void reply.sendFile('index.html');
  });
  return true;
}
