import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import {
  clockTime,
  clockTimeOn,
  dayRolledOver,
  disabledReason,
  formatCounter,
  isActionAllowed,
  liveTodayMs,
  mainAction,
  refusalCode,
  sinceMs,
  snapshotOf,
} from './model';
import { ON_BREAK, SERVER_TIME, WORKING } from './test-fixtures';

describe('time clock rules', () => {
  it('allows each punch only in its state, and says why not', () => {
    expect(isActionAllowed('clock_in', 'out')).toBe(true);
    expect(isActionAllowed('clock_out', 'on_break')).toBe(true);
    expect(isActionAllowed('break_end', 'working')).toBe(false);
    expect(disabledReason('clock_in', 'working')).toBe('timeClock.disabled.alreadyIn');
    expect(disabledReason('break_start', 'out')).toBe('timeClock.disabled.notIn');
    expect(disabledReason('clock_out', 'out')).toBe('timeClock.disabled.notIn');
    expect(disabledReason('break_start', 'on_break')).toBe('timeClock.disabled.alreadyOnBreak');
    expect(disabledReason('break_end', 'working')).toBe('timeClock.disabled.notOnBreak');
    expect(disabledReason('break_start', 'working')).toBeNull();
    expect(mainAction('out')).toBe('clock_in');
    expect(mainAction('on_break')).toBe('break_end');
    expect(mainAction('working')).toBeNull();
  });

  it('moves the worked time on by the time elapsed, whatever the client clock says', () => {
    const server = Date.parse(SERVER_TIME);
    const skewed = server - 7 * 60_000; // the client is 7 minutes slow
    const snapshot = snapshotOf(WORKING, skewed);
    expect(liveTodayMs(snapshot, skewed + 10_000)).toBe(WORKING.today.worked_ms + 10_000);
    expect(liveTodayMs(snapshot, skewed - 5_000)).toBe(WORKING.today.worked_ms);
    const onBreak = snapshotOf(ON_BREAK, skewed);
    expect(liveTodayMs(onBreak, skewed + 10_000)).toBe(ON_BREAK.today.worked_ms);
    expect(sinceMs(onBreak, skewed + 10_000)).toBe(30 * 60_000 + 10_000);
  });

  it('notices the server day rolling over past midnight in Madrid', () => {
    const server = Date.parse(SERVER_TIME);
    const snapshot = snapshotOf(WORKING, server);
    expect(dayRolledOver(snapshot, server + 60_000)).toBe(false);
    // 23:00 UTC is midnight in Madrid (UTC+1 in March).
    expect(dayRolledOver(snapshot, Date.parse('2026-03-16T23:00:01Z'))).toBe(true);
  });

  it('formats Madrid times in 24 h, with the day when it is not today', () => {
    expect(clockTime('2026-03-16T13:05:00Z', 'es')).toBe('14:05');
    expect(clockTime('2026-07-01T13:05:00Z', 'en')).toBe('15:05');
    expect(clockTimeOn('2026-03-15T21:00:00Z', '2026-03-16', 'es')).toBe('15/03 22:00');
    expect(formatCounter(2 * 3_600_000 + 3 * 60_000 + 4_500)).toBe('2:03:04');
    expect(formatCounter(-1)).toBe('0:00:00');
  });

  it("reads a 409's refusal code", () => {
    const refusal = new ApiError({
      error: 'CONFLICT',
      message: 'Ya has fichado la entrada.',
      statusCode: 409,
      details: { code: 'already_clocked_in' },
    });
    expect(refusalCode(refusal)).toBe('already_clocked_in');
    expect(refusalCode(new ApiError({ error: 'X', message: 'x', statusCode: 500 }))).toBeNull();
    expect(refusalCode(new Error('x'))).toBeNull();
  });
});
