import {
  FRESH_KIOSK_COUNTER,
  KIOSK_PIN_FORMAT_MESSAGE,
  KIOSK_PIN_FREE_FAILURES,
  KIOSK_PIN_PAUSE_SECONDS,
  type KioskPinCounter,
  claimKioskAttempt,
  kioskPausedMessage,
  kioskPinBucket,
  kioskPinInputErrors,
  refundKioskAttempt,
} from '../src/domain/kiosk-pin';
import { kioskPinTaken } from '../src/domain/employee-refusals';

const NOW = Date.parse('2026-03-16T07:00:00Z');

/** Runs attempts through the model: `true` for a right PIN (refunded), `false` for a wrong one. */
function attempts(rights: boolean[], start = FRESH_KIOSK_COUNTER, now = NOW) {
  let counter: KioskPinCounter = start;
  const waits: number[] = [];
  for (const right of rights) {
    const claim = claimKioskAttempt(counter, now);
    waits.push(claim.wait);
    counter = claim.counter;
    if (!claim.wait && right) counter = refundKioskAttempt(counter);
  }
  return { counter, waits };
}

describe('kiosk PIN bucket', () => {
  it('is one of 256, the same for the same PIN, spread over PINs', () => {
    expect(kioskPinBucket('4821')).toBe(kioskPinBucket('4821'));
    const buckets = new Set<number>();
    for (let pin = 1000; pin < 3000; pin++) {
      const bucket = kioskPinBucket(String(pin));
      expect(Number.isInteger(bucket) && bucket >= 0 && bucket < 256).toBe(true);
      buckets.add(bucket);
    }
    // 2,000 PINs land in nearly every bucket: no bucket gathers the workshop's PINs.
    expect(buckets.size).toBeGreaterThan(240);
  });

  it('tells 04821 from 4821 (the digits as typed)', () => {
    expect(kioskPinBucket('04821')).not.toBe(kioskPinBucket('4821'));
  });
});

describe('kiosk PIN input', () => {
  it('takes 4 to 6 digits', () => {
    expect(kioskPinInputErrors('4821')).toEqual([]);
    expect(kioskPinInputErrors('482157')).toEqual([]);
  });

  it('refuses anything else with one Spanish field error on pin', () => {
    for (const pin of ['', '123', '1234567', '12a4', ' 4821', 4821, null, undefined]) {
      expect(kioskPinInputErrors(pin)).toEqual([
        { field: 'pin', code: 'kioskPin', message: KIOSK_PIN_FORMAT_MESSAGE },
      ]);
    }
  });
});

describe('kiosk PIN throttle (the model of the Redis script)', () => {
  it('lets 5 wrong PINs through and pauses the 6th attempt for 5 minutes', () => {
    const { counter, waits } = attempts([false, false, false, false, false, true]);
    expect(waits).toEqual([0, 0, 0, 0, 0, KIOSK_PIN_PAUSE_SECONDS]);
    expect(counter).toEqual({
      attempts: KIOSK_PIN_FREE_FAILURES,
      pausedUntil: NOW + KIOSK_PIN_PAUSE_SECONDS * 1000,
    });
  });

  it('counts the right PINs out, without clearing the wrong ones', () => {
    const { waits } = attempts([false, false, false, false, true, true, true, false, true]);
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 0, 0, KIOSK_PIN_PAUSE_SECONDS]);
  });

  it('pauses at once the attempt that reaches the limit, and lifts it when it was a right PIN', () => {
    const four = attempts([false, false, false, false]).counter;
    const checking = claimKioskAttempt(four, NOW).counter;
    // While the 5th attempt is checked, a parallel one waits.
    expect(claimKioskAttempt(checking, NOW).wait).toBe(KIOSK_PIN_PAUSE_SECONDS);
    expect(refundKioskAttempt(checking)).toEqual({ attempts: 4, pausedUntil: 0 });
  });

  it('answers the seconds left while paused, and starts afresh once the pause is over', () => {
    const paused = attempts([false, false, false, false, false]).counter;
    expect(claimKioskAttempt(paused, NOW + 61_000).wait).toBe(KIOSK_PIN_PAUSE_SECONDS - 61);
    const after = NOW + KIOSK_PIN_PAUSE_SECONDS * 1000;
    const fresh = claimKioskAttempt(paused, after);
    expect(fresh).toEqual({ wait: 0, counter: { attempts: 1, pausedUntil: 0 } });
    expect(attempts([false, false, false, false], fresh.counter, after).waits).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it('says how long to wait in Spanish, in minutes (seconds under one)', () => {
    expect(kioskPausedMessage(300)).toBe(
      'Demasiados PIN incorrectos en este terminal. Espera 5 minutos antes de volver a intentarlo.',
    );
    expect(kioskPausedMessage(61)).toContain('Espera 2 minutos');
    expect(kioskPausedMessage(60)).toContain('Espera 1 minuto ');
    expect(kioskPausedMessage(59)).toContain('Espera 59 segundos');
    expect(kioskPausedMessage(1)).toContain('Espera 1 segundo ');
  });
});

describe('kiosk PIN taken', () => {
  it('is a 409 on kiosk_pin that names nobody', () => {
    expect(kioskPinTaken()).toEqual({
      code: 'kiosk_pin_taken',
      message: 'Ese PIN del quiosco ya lo tiene otro empleado: elige otro.',
      details: { field: 'kiosk_pin' },
    });
  });
});
