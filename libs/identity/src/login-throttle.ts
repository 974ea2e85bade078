import { Injectable } from '@nestjs/common';
import { Cache, DomainError } from '@px/platform';
import {
  ACCOUNT_LIMITS,
  IP_LIMITS,
  THROTTLE_WINDOW_SECONDS,
  type ThrottleLimits,
  type ThrottleState,
  retryAfterSeconds,
} from './domain/login-throttle-policy';

export class TooManyAttemptsError extends DomainError {
  constructor(readonly retryAfter: number) {
    super(
      429,
      'TOO_MANY_REQUESTS',
      `Demasiados intentos fallidos. Espera ${retryAfter} segundo${retryAfter === 1 ? '' : 's'} antes de volver a intentarlo.`,
      { retry_after_seconds: retryAfter },
    );
  }
}

/** Failed logins per account and per IP, kept in Redis (skipped while Redis is down). */
@Injectable()
export class LoginThrottle {
  constructor(private readonly cache: Cache) {}

  private keys(email: string, ip: string): [string, ThrottleLimits][] {
    return [
      [`login-failures:account:${email.toLowerCase()}`, ACCOUNT_LIMITS],
      [`login-failures:ip:${ip}`, IP_LIMITS],
    ];
  }

  async assertAllowed(email: string, ip: string, now = Date.now()): Promise<void> {
    let wait = 0;
    for (const [key, limits] of this.keys(email, ip)) {
      wait = Math.max(
        wait,
        retryAfterSeconds(await this.cache.getJson<ThrottleState>(key), now, limits),
      );
    }
    if (wait > 0) throw new TooManyAttemptsError(wait);
  }

  async recordFailure(email: string, ip: string, now = Date.now()): Promise<void> {
    for (const [key] of this.keys(email, ip)) {
      const state = (await this.cache.getJson<ThrottleState>(key)) ?? {
        failures: 0,
        lastFailureAt: now,
      };
      await this.cache.setJson(
        key,
        { failures: state.failures + 1, lastFailureAt: now },
        THROTTLE_WINDOW_SECONDS,
      );
    }
  }

  async recordSuccess(email: string): Promise<void> {
    await this.cache.delete(`login-failures:account:${email.toLowerCase()}`);
  }
}
