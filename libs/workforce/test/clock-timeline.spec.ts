import {
  type ClockAction,
  type ClockStatus,
  clockState,
  clockTransition,
} from '../src/domain/clock-timeline';

const at = (iso: string) => new Date(iso);

describe('where a worker stands on the time clock', () => {
  it('is out before ever clocking in', () => {
    expect(clockState([], [])).toEqual({ status: 'out', since: null, clockedInAt: null });
  });

  it('is out since the last clock-out when every entry is closed', () => {
    const entries = [
      { clockIn: at('2026-01-13T07:00:00Z'), clockOut: at('2026-01-13T16:00:00Z') },
      { clockIn: at('2026-01-12T07:00:00Z'), clockOut: at('2026-01-12T16:30:00Z') },
    ];
    expect(clockState(entries, [])).toEqual({
      status: 'out',
      since: at('2026-01-13T16:00:00Z'),
      clockedInAt: null,
    });
  });

  it('is working since the clock-in, or since the last break ended', () => {
    const entry = { clockIn: at('2026-01-14T07:00:00Z'), clockOut: null };
    expect(clockState([entry], [])).toEqual({
      status: 'working',
      since: at('2026-01-14T07:00:00Z'),
      clockedInAt: at('2026-01-14T07:00:00Z'),
    });
    const breaks = [
      { start: at('2026-01-14T09:00:00Z'), end: at('2026-01-14T09:15:00Z') },
      { start: at('2026-01-14T11:00:00Z'), end: at('2026-01-14T12:00:00Z') },
    ];
    expect(clockState([entry], breaks)).toEqual({
      status: 'working',
      since: at('2026-01-14T12:00:00Z'),
      clockedInAt: at('2026-01-14T07:00:00Z'),
    });
  });

  it('is on break since the running break started', () => {
    const entries = [
      { clockIn: at('2026-01-13T07:00:00Z'), clockOut: at('2026-01-13T16:00:00Z') },
      { clockIn: at('2026-01-14T07:00:00Z'), clockOut: null },
    ];
    const breaks = [
      { start: at('2026-01-14T09:00:00Z'), end: at('2026-01-14T09:15:00Z') },
      { start: at('2026-01-14T11:00:00Z'), end: null },
    ];
    expect(clockState(entries, breaks)).toEqual({
      status: 'on_break',
      since: at('2026-01-14T11:00:00Z'),
      clockedInAt: at('2026-01-14T07:00:00Z'),
    });
  });

  it('ignores an open break left in an earlier entry and reads the latest running entry', () => {
    const entries = [
      { clockIn: at('2026-01-13T07:00:00Z'), clockOut: null },
      { clockIn: at('2026-01-14T07:00:00Z'), clockOut: null },
    ];
    const staleBreak = [{ start: at('2026-01-13T11:00:00Z'), end: null }];
    expect(clockState(entries, staleBreak)).toEqual({
      status: 'working',
      since: at('2026-01-14T07:00:00Z'),
      clockedInAt: at('2026-01-14T07:00:00Z'),
    });
  });
});

describe('the buttons of the time clock', () => {
  const EXPECTED: Record<ClockStatus, Record<ClockAction, string>> = {
    out: {
      clock_in: 'working',
      break_start: 'not_clocked_in',
      break_end: 'not_clocked_in',
      clock_out: 'not_clocked_in',
    },
    working: {
      clock_in: 'already_clocked_in',
      break_start: 'on_break',
      break_end: 'not_on_break',
      clock_out: 'out',
    },
    on_break: {
      clock_in: 'already_clocked_in',
      break_start: 'already_on_break',
      break_end: 'working',
      clock_out: 'out',
    },
  };

  for (const [status, actions] of Object.entries(EXPECTED) as [
    ClockStatus,
    Record<ClockAction, string>,
  ][]) {
    for (const [action, outcome] of Object.entries(actions) as [ClockAction, string][]) {
      it(`${status} + ${action} → ${outcome}`, () => {
        const transition = clockTransition(status, action);
        if (transition.allowed) expect(transition.next).toBe(outcome);
        else expect(transition.code).toBe(outcome);
      });
    }
  }

  it('says no in Spanish', () => {
    expect(clockTransition('out', 'clock_out')).toEqual({
      allowed: false,
      code: 'not_clocked_in',
      message: 'No has fichado la entrada.',
    });
    expect(clockTransition('working', 'clock_in')).toEqual({
      allowed: false,
      code: 'already_clocked_in',
      message: 'Ya has fichado la entrada.',
    });
    expect(clockTransition('working', 'break_end')).toEqual({
      allowed: false,
      code: 'not_on_break',
      message: 'No estás en pausa.',
    });
    expect(clockTransition('on_break', 'break_start')).toEqual({
      allowed: false,
      code: 'already_on_break',
      message: 'Ya estás en pausa.',
    });
    expect(clockTransition('out', 'break_start')).toMatchObject({
      message: 'No has fichado la entrada.',
    });
  });

  it('closes the running break when clocking out from it, and only then', () => {
    expect(clockTransition('on_break', 'clock_out')).toEqual({
      allowed: true,
      next: 'out',
      closesBreak: true,
    });
    expect(clockTransition('working', 'clock_out')).toEqual({
      allowed: true,
      next: 'out',
      closesBreak: false,
    });
    expect(clockTransition('on_break', 'break_end')).toEqual({
      allowed: true,
      next: 'working',
      closesBreak: false,
    });
  });
});
