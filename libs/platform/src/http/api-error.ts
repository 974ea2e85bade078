import {
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiFieldError,
  isRetryableStatus,
} from '@px/contracts';

/** Default Spanish message and code per HTTP status, used when nothing more specific is known. */
const STATUS_DEFAULTS: Record<number, { code: ApiErrorCode; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'La solicitud no es válida.' },
  401: { code: 'UNAUTHORIZED', message: 'Debes iniciar sesión para continuar.' },
  403: { code: 'FORBIDDEN', message: 'No tienes permisos para realizar esta acción.' },
  404: { code: 'NOT_FOUND', message: 'El recurso solicitado no existe.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Método no permitido para esta ruta.' },
  408: {
    code: 'REQUEST_TIMEOUT',
    message: 'La solicitud ha tardado demasiado. Inténtalo de nuevo.',
  },
  409: {
    code: 'CONFLICT',
    message: 'La operación entra en conflicto con el estado actual de los datos.',
  },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'El contenido enviado es demasiado grande.' },
  415: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Tipo de contenido no admitido: envía los datos como application/json.',
  },
  422: { code: 'UNPROCESSABLE_ENTITY', message: 'No se puede procesar la solicitud.' },
  429: {
    code: 'TOO_MANY_REQUESTS',
    message: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  },
  500: {
    code: 'INTERNAL_ERROR',
    message: 'Se produjo un error interno. Inténtalo de nuevo más tarde.',
  },
  502: { code: 'BAD_GATEWAY', message: 'Un servicio externo no respondió correctamente.' },
  503: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  },
  504: { code: 'GATEWAY_TIMEOUT', message: 'Un servicio externo tardó demasiado en responder.' },
};

export function defaultsForStatus(statusCode: number): { code: ApiErrorCode; message: string } {
  return (
    STATUS_DEFAULTS[statusCode] ?? (statusCode >= 500 ? STATUS_DEFAULTS[500] : STATUS_DEFAULTS[400])
  );
}

export interface ApiErrorInput {
  statusCode: number;
  requestId: string;
  code?: ApiErrorCode;
  message?: string;
  details?: ApiFieldError[] | Record<string, unknown> | null;
}

export function buildApiError(input: ApiErrorInput): ApiErrorBody {
  const defaults = defaultsForStatus(input.statusCode);
  return {
    success: false,
    error: input.code ?? defaults.code,
    message: input.message ?? defaults.message,
    statusCode: input.statusCode,
    timestamp: new Date().toISOString(),
    requestId: input.requestId,
    details: input.details ?? null,
    retryable: isRetryableStatus(input.statusCode),
  };
}
