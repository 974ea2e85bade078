import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type ApiErrorBody } from '@px/contracts';
import { isDatabaseUnavailableError } from '../database/database-errors';
import { buildApiError } from './api-error';
import { DomainError, TooManyRequestsError } from './domain-error';

/**
 * The single place where failures become the ApiError of DESIGN §6. Messages are Spanish and never
 * contain stack traces, SQL or driver text; 5xx are logged with the request id for operators.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const requestId = req.id;
    const body = this.toApiError(exception, req, requestId);
    if (body.statusCode >= 500) {
      this.logger.error(
        {
          err: exception,
          requestId,
          method: req.method,
          url: req.url.split('?')[0],
          statusCode: body.statusCode,
        },
        `Request failed with ${body.statusCode} ${body.error}`,
      );
    }
    if (reply.sent) return;
    if (exception instanceof TooManyRequestsError)
      void reply.header('retry-after', String(exception.retryAfter));
    // Sent as a string, so the success envelope (a serialisation hook) never wraps an error.
    void reply
      .status(body.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify(body));
  }

  private toApiError(exception: unknown, req: FastifyRequest, requestId: string): ApiErrorBody {
    if (exception instanceof DomainError) {
      return buildApiError({
        statusCode: exception.statusCode,
        code: exception.code,
        message: exception.message,
        details: exception.details,
        requestId,
      });
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      if (statusCode === 404 && isRouteNotFound(exception)) {
        return buildApiError({
          statusCode,
          requestId,
          message: `La ruta solicitada no existe: ${req.method} ${req.url.split('?')[0]}.`,
        });
      }
      return buildApiError({ statusCode, requestId });
    }
    if (isDatabaseUnavailableError(exception)) {
      return buildApiError({ statusCode: 503, requestId });
    }
    const name = (exception as { name?: string } | null)?.name;
    if (name === 'UniqueConstraintViolationException') {
      return buildApiError({
        statusCode: 409,
        requestId,
        message: 'Ya existe un registro con esos datos.',
      });
    }
    if (name === 'OptimisticLockError') {
      return buildApiError({
        statusCode: 409,
        code: 'VERSION_CONFLICT',
        requestId,
        message: 'Otra persona ha modificado estos datos. Recarga para ver la versión actual.',
      });
    }
    return buildApiError({ statusCode: 500, requestId });
  }
}

/** Nest throws NotFoundException("Cannot GET /x") when no route matches. */
function isRouteNotFound(exception: HttpException): boolean {
  const response = exception.getResponse();
  const message =
    typeof response === 'object' && response
      ? (response as { message?: unknown }).message
      : response;
  return typeof message === 'string' && message.startsWith('Cannot ');
}
