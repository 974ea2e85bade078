/**
 * The HTTP envelope shared by the API and the SPA (DESIGN §6, SPEC §3 ApiError).
 * Kept free of Nest and ORM imports so the frontend can import it too.
 */
export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface ApiFieldError {
  /** Dotted path of the offending field, e.g. `lines.0.quantity`. */
  field: string;
  /** Spanish sentence a user can act on. */
  message: string;
  /** Machine-readable rule that failed, e.g. `isEmail`, `maxLength`, `whitelist`. */
  code: string;
}

export interface ApiErrorBody {
  success: false;
  error: ApiErrorCode;
  message: string;
  statusCode: number;
  timestamp: string;
  requestId: string;
  details: ApiFieldError[] | Record<string, unknown> | null;
  retryable: boolean;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiErrorBody;

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  /** Present when a search's total was counted no further than `total`: there are more. */
  capped?: true;
}

export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'MALFORMED_JSON',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'VERSION_CONFLICT',
  /** 410: what the link opened existed but is no longer available (revoked, expired). */
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE_ENTITY',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'GATEWAY_TIMEOUT',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** SPEC §8: these statuses (and errors without a status) may be retried by the client. */
export const RETRYABLE_STATUS_CODES: readonly number[] = [408, 429, 500, 502, 503, 504];

export function isRetryableStatus(statusCode: number | undefined | null): boolean {
  return statusCode == null || RETRYABLE_STATUS_CODES.includes(statusCode);
}

/** Operator-facing health report of GET /api/health/details. */
export type DependencyStatus = 'up' | 'down';

export interface DependencyHealth {
  status: DependencyStatus;
  latency_ms: number | null;
  error?: string;
}

export interface QueueHealth {
  name: string;
  status: DependencyStatus;
  counts: Record<
    'waiting' | 'active' | 'delayed' | 'completed' | 'failed' | 'paused',
    number
  > | null;
}

export interface HealthDetails {
  status: 'ok' | 'degraded' | 'down';
  version: string;
  uptime_seconds: number;
  started_at: string;
  timestamp: string;
  database: DependencyHealth;
  redis: DependencyHealth;
  queues: QueueHealth[];
  outbox: { unpublished: number; failed_deliveries: number; dead_deliveries: number } | null;
}
