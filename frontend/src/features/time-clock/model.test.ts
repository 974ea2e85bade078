import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import {
  clockTime,
  clockTimeOn,
  dayRolledOver,
  disabledReason,
  formatCounter,
  formatHours,
  isActionAllowed,
  isRunningLine,
  jobClockBlocked,
  jobElapsedMs,
  liveTodayMs,
  mainAction,
  refusalCode,
  runningJob,
  sinceMs,
  snapshotOf,
} from './model';
import { MY_JOBS, ON_BREAK, SERVER_TIME, WORKING, WORKING_ON_JOB } from './test-fixtures';

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

describe('job clock rules', () => {
  it('lets a job clock start only while working, and says why not', () => {
    expect(jobClockBlocked('working')).toBeNull();
    expect(jobClockBlocked('out')).toBe('timeClock.jobs.blocked.out');
    expect(jobClockBlocked('on_break')).toBe('timeClock.jobs.blocked.onBreak');
  });

  it('finds the running line from the status (the list may lag behind)', () => {
    expect(runningJob(MY_JOBS, WORKING)).toBeNull();
    expect(runningJob(undefined, WORKING_ON_JOB)).toBeNull();
    const running = runningJob(MY_JOBS, WORKING_ON_JOB);
    expect(running?.order.number).toBe('WO-000123');
    expect(running?.line.name).toBe('Sustitución del kit de embrague');
    const [line, other] = MY_JOBS.orders[0]!.lines;
    expect(isRunningLine(line!, WORKING_ON_JOB)).toBe(true);
    expect(isRunningLine(other!, WORKING_ON_JOB)).toBe(false);
  });

  it('counts the running job clock at the server’s time', () => {
    const snapshot = snapshotOf(WORKING_ON_JOB, 1_000);
    // 10:15 → 11:00 on the server, then 5 s on the client's clock.
    expect(jobElapsedMs(snapshot, 6_000)).toBe(45 * 60_000 + 5_000);
    expect(jobElapsedMs(snapshotOf(WORKING, 1_000), 6_000)).toBeNull();
  });

  it('writes hours with the locale’s decimals', () => {
    expect(formatHours(1.25, 'es')).toBe('1,25 h');
    expect(formatHours(5, 'es')).toBe('5 h');
    expect(formatHours(0.5, 'en')).toBe('0.5 h');
  });
});
