import { type IncomingMessage } from 'node:http';
import { RouteConfig } from '@nestjs/platform-fastify';
import { type FastifyInstance } from 'fastify';
import { DomainError } from './domain-error';

/**
 * Raises the JSON body limit of one route (a file sent as text, e.g. a CSV import);
 * every other route keeps `BODY_LIMIT`. Cannot be combined with another RouteConfig decorator.
 */
export const BodyLimit = (bytes: number): MethodDecorator => RouteConfig({ bodyLimit: bytes });

/** `application/json` and the structured `+json` types (`application/merge-patch+json`, …). */
const JSON_TYPES = /^application\/([\w.-]+\+)?json$/;

export class PayloadTooLargeError extends DomainError {
  constructor(limitBytes: number) {
    super(
      413,
      'PAYLOAD_TOO_LARGE',
      `El contenido enviado supera el máximo permitido (${Math.round(limitBytes / 1024)} KB).`,
      { limit_bytes: limitBytes },
    );
  }
}

class UnsupportedMediaTypeError extends DomainError {
  constructor(message: string) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

class MalformedJsonError extends DomainError {
  constructor() {
    super(400, 'MALFORMED_JSON', 'El cuerpo de la solicitud no es un JSON válido.');
  }
}

/** `application/json` from `Application/JSON; charset=utf-8`. */
function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

function unsupportedType(header: string | undefined): UnsupportedMediaTypeError {
  const type = mediaTypeOf(header);
  return new UnsupportedMediaTypeError(
    type
      ? `Tipo de contenido no admitido (${type.slice(0, 80)}): envía los datos como application/json.`
      : 'Falta la cabecera Content-Type: envía los datos como application/json.',
  );
}

/** The charset parameter of a Content-Type header, lower-cased; null when absent. */
function charsetOf(header: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(header ?? '');
  return match ? match[1].toLowerCase() : null;
}

/**
 * Reads the body as UTF-8 up to `limitBytes`. A declared Content-Length over the limit is refused
 * before reading anything; a chunked body is refused as soon as it passes the limit.
 */
function readUtf8(payload: IncomingMessage, limitBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(payload.headers['content-length']);
    if (Number.isFinite(declared) && declared > limitBytes) {
      reject(new PayloadTooLargeError(limitBytes));
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const cleanup = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) {
        cleanup();
        reject(new PayloadTooLargeError(limitBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, received).toString('utf8'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}

/**
 * The API accepts JSON bodies only (multipart joins per route when uploads arrive). Every refusal
 * is a DomainError, so the exception filter answers it as an ApiError with a Spanish message:
 * 415 for another type or a charset other than UTF-8, 413 over the size limit, 400 for broken JSON.
 * An empty JSON body is no body (a DELETE or an action POST from a client that always sends the
 * header). Prototype-poisoning keys (`__proto__`, `constructor.prototype`) are refused as broken.
 * A route may raise its own limit with `@BodyLimit(bytes)` (a CSV import does).
 */
export function registerBodyParsers(fastify: FastifyInstance, limitBytes: number): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  // One catch-all parser that decides by media type, so a JSON body with a wrong charset gets the
  // charset message rather than "not JSON". Multipart, when it comes, registers its own type.
  fastify.addContentTypeParser('*', (request, payload, done) => {
    const header = request.headers['content-type'];
    if (!JSON_TYPES.test(mediaTypeOf(header))) {
      done(unsupportedType(header));
      return;
    }
    const charset = charsetOf(header);
    if (charset && charset !== 'utf-8' && charset !== 'utf8') {
      done(new UnsupportedMediaTypeError('Codificación no admitida: envía los datos en UTF-8.'));
      return;
    }
    const routeLimit = (request.routeOptions?.config as { bodyLimit?: number } | undefined)
      ?.bodyLimit;
    readUtf8(payload, routeLimit ?? limitBytes).then(
      (text) => {
        if (text.trim() === '') {
          done(null, undefined);
          return;
        }
        parseJson(request, text, (error, body) => {
          if (error) done(new MalformedJsonError());
          else done(null, body);
        });
      },
      (error: Error) => done(error),
    );
  });
}
