import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this size a compressed answer saves less than the work and the headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's JSON answers over ~1 KB by the request's Accept-Encoding (Brotli, else
 * gzip). Answers are built per request, so Brotli runs at quality 4 (close to gzip 6 in CPU,
 * smaller output) rather than the build's 11, which costs tens of milliseconds a page. Answers
 * that already carry an encoding (the SPA's pre-compressed files) and incompressible types
 * (PDFs, images) pass untouched. Register after every other onSend hook: it must see the final
 * body (the response envelope's).
 */
export async function installResponseCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
