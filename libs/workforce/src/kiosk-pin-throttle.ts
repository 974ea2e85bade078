import { Injectable } from '@nestjs/common';
import { Cache, TooManyRequestsError } from '@px/platform';
import {
  KIOSK_PIN_FREE_FAILURES,
  KIOSK_PIN_PAUSE_SECONDS,
  KIOSK_PIN_WINDOW_SECONDS,
  kioskPausedMessage,
} from './domain/kiosk-pin';

/** Which terminal guesses: the signed-in kiosk account, from its client address. */
export interface KioskTerminal {
  userId: string;
  ip: string | null;
}

/**
 * claimKioskAttempt (domain/kiosk-pin.ts) in one atomic step: the seconds to wait while paused,
 * else 0 after counting the attempt (the one reaching the limit pauses at once). KEYS: the
 * terminal's counter; ARGV: now (ms), the limit, the pause (ms), the window (s).
 */
const CLAIM = `
local now = tonumber(ARGV[1])
local paused = tonumber(redis.call('HGET', KEYS[1], 'p') or '0')
if paused > now then return math.ceil((paused - now) / 1000) end
local attempts = tonumber(redis.call('HGET', KEYS[1], 'a') or '0')
if paused > 0 then attempts = 0 end
attempts = attempts + 1
local pause = 0
if attempts >= tonumber(ARGV[2]) then pause = now + tonumber(ARGV[3]) end
redis.call('HSET', KEYS[1], 'a', attempts, 'p', pause)
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 0`;

/** refundKioskAttempt: the attempt was a right PIN. ARGV: the limit. */
const REFUND = `
local attempts = tonumber(redis.call('HGET', KEYS[1], 'a') or '0') - 1
if attempts <= 0 then redis.call('DEL', KEYS[1]) return 0 end
redis.call('HSET', KEYS[1], 'a', attempts)
if attempts < tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], 'p', 0) end
return 0`;

/**
 * Wrong PINs at a kiosk: after 5, the terminal (its account and address) pauses for 5 minutes
 * with a 429 and Retry-After, like the login throttle (the platform's Cache scripts and
 * TooManyRequestsError). Each attempt is counted before its PIN is checked, so parallel guesses
 * count one by one; a right PIN gives its attempt back but does not clear the wrong ones (a worker
 * who knows their own PIN must not reset a guesser's count). Skipped while Redis is down, as the
 * login throttle is: the time clock keeps working.
 */
@Injectable()
export class KioskPinThrottle {
  constructor(private readonly cache: Cache) {}

  private key({ userId, ip }: KioskTerminal): string {
    return `kiosk-pin:${userId}:${ip ?? 'unknown'}`;
  }

  /** Counts the attempt, or throws the 429 with the seconds left (the attempt not counted). */
  async claim(terminal: KioskTerminal, now = Date.now()): Promise<void> {
    const wait = await this.cache.runScript<number>(
      CLAIM,
      [this.key(terminal)],
      [now, KIOSK_PIN_FREE_FAILURES, KIOSK_PIN_PAUSE_SECONDS * 1000, KIOSK_PIN_WINDOW_SECONDS],
    );
    if (wait) throw new TooManyRequestsError(wait, kioskPausedMessage(wait));
  }

  /** The PIN was right: its attempt does not count. */
  async refund(terminal: KioskTerminal): Promise<void> {
    await this.cache.runScript(REFUND, [this.key(terminal)], [KIOSK_PIN_FREE_FAILURES]);
  }
}
