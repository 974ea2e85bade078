import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import {
  appendDigit,
  cleanPin,
  dropDigit,
  formatWait,
  isPinComplete,
  isWrongPin,
  kioskActions,
  retryAfterOf,
} from './kiosk-model';
import { isKioskLocation } from './kiosk-mode';

const failure = (statusCode: number, details?: unknown) =>
  new ApiError({ error: 'X', statusCode, message: 'No', details });

describe('the kiosk', () => {
  it('is /time-clock or /fichaje with ?kiosk=1, nothing else', () => {
    expect(isKioskLocation({ pathname: '/time-clock', search: '?kiosk=1' })).toBe(true);
    expect(isKioskLocation({ pathname: '/fichaje', search: '?x=2&kiosk=1' })).toBe(true);
    expect(isKioskLocation({ pathname: '/time-clock/', search: '?kiosk=1' })).toBe(true);
    expect(isKioskLocation({ pathname: '/time-clock', search: '' })).toBe(false);
    expect(isKioskLocation({ pathname: '/time-clock', search: '?kiosk=0' })).toBe(false);
    expect(isKioskLocation({ pathname: '/dashboard', search: '?kiosk=1' })).toBe(false);
  });

  it('takes up to six digits on the pad and from the keyboard', () => {
    expect(appendDigit('482', '1')).toBe('4821');
    expect(appendDigit('482157', '9')).toBe('482157');
    expect(dropDigit('4821')).toBe('482');
    expect(dropDigit('')).toBe('');
    expect(cleanPin(' 48a2-15 79')).toBe('482157');
    expect(isPinComplete('482')).toBe(false);
    expect(isPinComplete('4821')).toBe(true);
    expect(isPinComplete('482157')).toBe(true);
  });

  it('offers the punches that apply, in the buttons’ order', () => {
    expect(kioskActions('out')).toEqual(['clock_in']);
    expect(kioskActions('working')).toEqual(['break_start', 'clock_out']);
    expect(kioskActions('on_break')).toEqual(['break_end', 'clock_out']);
  });

  it('reads the wait of a paused terminal and a wrong PIN from the server’s refusals', () => {
    expect(retryAfterOf(failure(429, { retry_after_seconds: 297 }))).toBe(297);
    expect(retryAfterOf(failure(429))).toBe(60);
    expect(retryAfterOf(failure(404))).toBeNull();
    expect(retryAfterOf(new Error('x'))).toBeNull();
    expect(isWrongPin(failure(404))).toBe(true);
    expect(isWrongPin(failure(409))).toBe(false);
    expect(formatWait(299_100)).toBe('5:00');
    expect(formatWait(61_000)).toBe('1:01');
    expect(formatWait(-5)).toBe('0:00');
  });
});
