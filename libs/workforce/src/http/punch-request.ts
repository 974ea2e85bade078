import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import {
  type AuthenticatedRequest,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  type Principal,
  ValidationError,
} from '@px/platform';
import { type Punch, punchIp, punchUserAgent } from '../commands/clock-punch';
import { type PunchDto } from './time-clock.dto';

/** Who punches, from where, and the request's Idempotency-Key: everything a punch reads of HTTP. */
export interface PunchOrigin {
  principal: Principal;
  ip: string | null;
  userAgent: string | null;
  idempotencyKey: string | null;
}

/** The `Idempotency-Key` header, trimmed (null when absent); a 400 when it is too long. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new ValidationError([
      {
        field: 'Idempotency-Key',
        code: 'maxLength',
        message: `La cabecera Idempotency-Key no puede superar los ${IDEMPOTENCY_KEY_MAX_LENGTH} caracteres.`,
      },
    ]);
  }
  return key;
}

/** The punch's origin, read once from the request by every punching route (time and job clock). */
export const PunchOriginOf = createParamDecorator(
  (_data: unknown, context: ExecutionContext): PunchOrigin => {
    const req = context.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    if (!req.principal) throw new Error('PunchOriginOf used on a route without authentication');
    return {
      principal: req.principal,
      ip: punchIp(req.ip),
      userAgent: punchUserAgent(req.headers['user-agent']),
      idempotencyKey: idempotencyKeyOf(req.headers['idempotency-key']),
    };
  },
);

/** The signed-in worker's punch: who, from where, by which means (the server adds the time). */
export function punchOf({ principal, ip, userAgent }: PunchOrigin, body: PunchDto): Punch {
  return {
    userId: principal.userId,
    employeeId: principal.employeeId,
    source: body.source ?? 'web',
    ip,
    userAgent,
  };
}

/**
 * A punch at the kiosk: the worker whose PIN it was, recorded as `kiosk`, made by the terminal's
 * signed-in account (the events' actor) from its address.
 */
export function kioskPunchOf({ principal, ip, userAgent }: PunchOrigin, employeeId: string): Punch {
  return { userId: principal.userId, employeeId, source: 'kiosk', ip, userAgent };
}
