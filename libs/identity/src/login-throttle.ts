import { Injectable } from '@nestjs/common';
import { Cache, TooManyRequestsError } from '@px/platform';
import {
  ACCOUNT_FROM_IP_LIMITS,
  ACCOUNT_LIMITS,
  IP_LIMITS,
  THROTTLE_WINDOW_SECONDS,
  type ThrottleLimits,
} from './domain/login-throttle-policy';

export class TooManyAttemptsError extends TooManyRequestsError {
  constructor(retryAfter: number) {
    super(
      retryAfter,
      `Demasiados intentos fallidos. Espera ${retryAfter} segundo${retryAfter === 1 ? '' : 's'} antes de volver a intentarlo.`,
    );
  }
}

/**
 * Checks every counter and counts the attempt on the account's, atomically: the seconds to wait
 * when a counter's delay (requiredDelaySeconds, written again here) has not passed since its last
 * attempt, else 0 after counting. So parallel guesses at one account count one by one, before any
 * password is checked. KEYS: the counters, those to count now first (ARGV[3] of them); ARGV: now
 * (ms), window (s), how many to count now, then free failures and max delay per counter.
 */
const CLAIM_ATTEMPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local counted = tonumber(ARGV[3])
local wait = 0
for i, key in ipairs(KEYS) do
  local free = tonumber(ARGV[2 + 2 * i])
  local most = tonumber(ARGV[3 + 2 * i])
  local failures = tonumber(redis.call('HGET', key, 'f') or '0')
  if failures >= free then
    local last = tonumber(redis.call('HGET', key, 'l') or '0')
    local left = math.min(2 ^ (failures - free + 1), most) * 1000 - (now - last)
    if left > wait then wait = left end
  end
end
if wait > 0 then return math.ceil(wait / 1000) end
for i = 1, counted do
  redis.call('HINCRBY', KEYS[i], 'f', 1)
  redis.call('HSET', KEYS[i], 'l', now)
  redis.call('EXPIRE', KEYS[i], window)
end
return 0`;

/** A failed attempt on a counter that counts failures only (the IP's). ARGV: now, window. */
const FAILED = `
redis.call('HINCRBY', KEYS[1], 'f', 1)
redis.call('HSET', KEYS[1], 'l', ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 0`;

/** How many of the counters (the first ones) count every attempt. */
const ACCOUNT_COUNTERS = 2;

/**
 * Failed logins slow down, never lock out (login-throttle-policy.ts). Every attempt at an account
 * is counted before the password is checked, from this IP and from anywhere (a guesser spread over
 * many addresses); a success clears both. The IP's counter (all the accounts tried from one
 * address, shared by a whole workshop) counts failures only, so colleagues signing in together
 * never slow each other down. A clean IP meets only the account-wide counter, whose free attempts
 * are many: the owner is at worst delayed, not refused. Skipped while Redis is down (the login
 * still answers).
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly cache: Cache) {}

  /** The account's counters first (counted at the claim), the IP's last (counted on failure). */
  private counters(email: string, ip: string): [string, ThrottleLimits][] {
    const account = email.trim().toLowerCase();
    return [
      [`login-attempts:account-ip:${account}:${ip}`, ACCOUNT_FROM_IP_LIMITS],
      [`login-attempts:account:${account}`, ACCOUNT_LIMITS],
      [`login-attempts:ip:${ip}`, IP_LIMITS],
    ];
  }

  /** Counts this attempt, or throws 429 with the seconds to wait (the attempt not counted). */
  async claim(email: string, ip: string, now = Date.now()): Promise<void> {
    const counters = this.counters(email, ip);
    const wait = await this.cache.runScript<number>(
      CLAIM_ATTEMPT,
      counters.map(([key]) => key),
      [
        now,
        THROTTLE_WINDOW_SECONDS,
        ACCOUNT_COUNTERS,
        ...counters.flatMap(([, limits]) => [limits.freeFailures, limits.maxDelaySeconds]),
      ],
    );
    if (wait) throw new TooManyAttemptsError(wait);
  }

  async failed(email: string, ip: string, now = Date.now()): Promise<void> {
    const [, , [ipCounter]] = this.counters(email, ip);
    await this.cache.runScript(FAILED, [ipCounter], [now, THROTTLE_WINDOW_SECONDS]);
  }

  async succeeded(email: string, ip: string): Promise<void> {
    const [[fromIp], [anywhere]] = this.counters(email, ip);
    await this.cache.delete(fromIp, anywhere);
  }
}
