import { createHash } from 'node:crypto';
import { type ApiFieldError, KIOSK_PIN_PATTERN } from '@px/contracts';

/**
 * The kiosk's PIN (the shared terminal at the workshop's door, /time-clock?kiosk=1): how a PIN is
 * found among the employees' hashes, what a wrong one answers, and how a terminal is paused after
 * too many wrong ones.
 *
 * A PIN is stored only as its argon2id hash (salted: the same PIN never hashes the same twice), so
 * it cannot be looked up by its hash. Verifying it against every employee's hash would cost one
 * argon2 run (tens of milliseconds, on purpose) per employee and per attempt. Each PIN also stores
 * its bucket: one of 256, from an unsalted digest. A lookup verifies only the hashes of its bucket
 * (usually none or one in a workshop), and a stolen table narrows a PIN down to 1/256 of the PIN
 * space, each candidate still an argon2 run (docs/decisions.md, "Kiosk PIN lookup").
 */

export const KIOSK_PIN_BUCKETS = 256;

/** The PIN's bucket, 0–255: the first byte of a SHA-256 of the PIN under a fixed label. */
export function kioskPinBucket(pin: string): number {
  return createHash('sha256').update(`px-kiosk-pin:${pin}`).digest()[0]!;
}

/** The one answer to a PIN that is no active employee's: it never says more than this. */
export const KIOSK_PIN_INCORRECT = 'PIN incorrecto.';

export const KIOSK_PIN_FORMAT_MESSAGE = 'Escribe tu PIN: de 4 a 6 cifras.';

/** The 400 of what cannot be a PIN at all (not 4–6 digits); no attempt is counted for it. */
export function kioskPinInputErrors(pin: unknown, field = 'pin'): ApiFieldError[] {
  return typeof pin === 'string' && KIOSK_PIN_PATTERN.test(pin)
    ? []
    : [{ field, code: 'kioskPin', message: KIOSK_PIN_FORMAT_MESSAGE }];
}

// ---------------------------------------------------------------------------------------------
// Throttling: a terminal (its account and client address) that enters too many wrong PINs pauses.

/** Wrong PINs a terminal may enter before it pauses. */
export const KIOSK_PIN_FREE_FAILURES = 5;
/** How long the terminal pauses. */
export const KIOSK_PIN_PAUSE_SECONDS = 5 * 60;
/** Wrong PINs are forgotten after this long without a new attempt. */
export const KIOSK_PIN_WINDOW_SECONDS = 15 * 60;

/** A terminal's counter: the attempts counted (the wrong ones, and those being checked). */
export interface KioskPinCounter {
  attempts: number;
  /** Epoch ms until which the terminal is paused (0: not paused). */
  pausedUntil: number;
}

export const FRESH_KIOSK_COUNTER: KioskPinCounter = { attempts: 0, pausedUntil: 0 };

/**
 * An attempt, before its PIN is checked (the model the Redis claim script follows,
 * kiosk-pin-throttle.ts): refused with the seconds left while paused; otherwise counted, and the
 * attempt that reaches the limit pauses the terminal at once, so parallel guesses cannot get past
 * it while it is checked. A pause that has run out starts the count afresh.
 */
export function claimKioskAttempt(
  counter: KioskPinCounter,
  now: number,
): { wait: number; counter: KioskPinCounter } {
  if (counter.pausedUntil > now) {
    return { wait: Math.ceil((counter.pausedUntil - now) / 1000), counter };
  }
  const attempts = (counter.pausedUntil > 0 ? 0 : counter.attempts) + 1;
  return {
    wait: 0,
    counter: {
      attempts,
      pausedUntil: attempts >= KIOSK_PIN_FREE_FAILURES ? now + KIOSK_PIN_PAUSE_SECONDS * 1000 : 0,
    },
  };
}

/**
 * The PIN was right: its attempt is given back (a colleague's correct PIN neither counts nor
 * clears the wrong ones before it), and the pause it set, if it was the one at the limit, lifted.
 */
export function refundKioskAttempt(counter: KioskPinCounter): KioskPinCounter {
  const attempts = Math.max(0, counter.attempts - 1);
  return { attempts, pausedUntil: attempts >= KIOSK_PIN_FREE_FAILURES ? counter.pausedUntil : 0 };
}

/** The 429's sentence: how long the terminal waits, in minutes (seconds under one). */
export function kioskPausedMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} segundo${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minuto${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  return `Demasiados PIN incorrectos en este terminal. Espera ${wait} antes de volver a intentarlo.`;
}
