import { type NextFunction, type Request, type Response, json } from 'express';
import { buildApiError } from './api-error';
import { resolveRequestId } from './request-id';
import { sendApiError } from './send-api-error';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** multipart is accepted here and parsed per route by upload interceptors. */
const ACCEPTED_TYPES = ['application/json', 'multipart/form-data'];

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * 415 for a body that is not JSON (or multipart), before anything reads it. Requests without a
 * body pass: a DELETE or an action POST needs no content type.
 */
export function contentTypeGuard(req: Request, res: Response, next: NextFunction): void {
  if (!METHODS_WITH_BODY.has(req.method) || !hasBody(req)) return next();
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (ACCEPTED_TYPES.includes(type) || type.endsWith('+json')) return next();
  sendApiError(
    res,
    buildApiError({
      statusCode: 415,
      requestId: resolveRequestId(req),
      message: type
        ? `Tipo de contenido no admitido (${type.slice(0, 80)}): envía los datos como application/json.`
        : 'Falta la cabecera Content-Type: envía los datos como application/json.',
    }),
  );
}

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  limit?: number;
}

/**
 * JSON parsing with the configured size limit; parser failures become ApiErrors here because
 * Express would otherwise answer them with its own HTML page.
 */
export function jsonBodyParser(limitBytes: number) {
  const parser = json({ limit: limitBytes, strict: true, type: ['application/json', '+json'] });
  return (req: Request, res: Response, next: NextFunction): void => {
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      const failure = error as BodyParserError;
      const requestId = resolveRequestId(req);
      switch (failure.type) {
        case 'entity.too.large':
          return sendApiError(
            res,
            buildApiError({
              statusCode: 413,
              requestId,
              message: `El contenido enviado supera el máximo permitido (${Math.round(limitBytes / 1024)} KB).`,
              details: { limit_bytes: limitBytes },
            }),
          );
        case 'entity.parse.failed':
          return sendApiError(
            res,
            buildApiError({
              statusCode: 400,
              code: 'MALFORMED_JSON',
              requestId,
              message: 'El cuerpo de la solicitud no es un JSON válido.',
            }),
          );
        case 'encoding.unsupported':
        case 'charset.unsupported':
          return sendApiError(
            res,
            buildApiError({
              statusCode: 415,
              requestId,
              message: 'Codificación no admitida: envía los datos en UTF-8.',
            }),
          );
        default:
          return next(error);
      }
    });
  };
}

/**
 * The /api body pipeline as one middleware: requests that cannot carry a body (GET, HEAD,
 * OPTIONS: most traffic) leave at once; the rest get the 415 guard, then JSON parsing.
 */
export function apiBodyPipeline(limitBytes: number) {
  const parse = jsonBodyParser(limitBytes);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!METHODS_WITH_BODY.has(req.method)) return next();
    contentTypeGuard(req, res, () => parse(req, res, next));
  };
}
