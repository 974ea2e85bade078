import { type Principal, IDEMPOTENCY_KEY_MAX_LENGTH, ValidationError } from '@px/platform';
import { type Punch, punchIp, punchUserAgent } from '../commands/clock-punch';
import { type PunchDto } from './time-clock.dto';

/** The `Idempotency-Key` header, trimmed (null when absent); a 400 when it is too long. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  const key = header?.trim();
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

/** The signed-in worker's punch from this request: who, from where (the server adds the time). */
export function punchOf(
  principal: Principal,
  body: PunchDto,
  ip: string,
  userAgent: string | undefined,
): Punch {
  return {
    userId: principal.userId,
    employeeId: principal.employeeId,
    source: body.source ?? 'web',
    ip: punchIp(ip),
    userAgent: punchUserAgent(userAgent),
  };
}
