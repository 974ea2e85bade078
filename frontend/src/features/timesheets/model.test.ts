import { describe, expect, it } from 'vitest';
import {
  correctionDefaults,
  correctionProblems,
  editingStateOf,
  entryRows,
  isMonthClosed,
  lastDayOfMonth,
  madridInstant,
  madridWallTime,
  periodLabel,
  periodOf,
  reportQuery,
  shiftAnchor,
  shiftMonth,
  trackingStateOf,
} from './model';
import { HISTORY, historyEntry } from './test-fixtures';

const params = (query: string) => new URLSearchParams(query);

describe('the periods of /time-tracking', () => {
  it('are a day, its ISO week (Monday to Sunday) or its month', () => {
    expect(periodOf('day', '2026-03-04')).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(periodOf('week', '2026-03-04')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(periodOf('week', '2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(periodOf('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('month', '2028-02-14').to).toBe('2028-02-29');
  });

  it('move by a day, a week or a month, across years', () => {
    expect(shiftAnchor('day', '2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftAnchor('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(shiftAnchor('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -13)).toBe('2024-12');
    expect(lastDayOfMonth('2026-04')).toBe('2026-04-30');
  });

  it('are named in the reader’s language', () => {
    expect(periodLabel('day', '2026-03-04', 'es')).toBe('miércoles, 4 de marzo de 2026');
    expect(periodLabel('month', '2026-03-04', 'es')).toBe('marzo de 2026');
    expect(periodLabel('week', '2026-03-04', 'es')).toMatch(/2.*8 mar.*2026/);
  });
});

describe('the address', () => {
  it('keeps the view and the day of /time-tracking, this week by default', () => {
    expect(trackingStateOf(params(''), '2026-03-04')).toEqual({ view: 'week', date: '2026-03-04' });
    expect(trackingStateOf(params('view=month&date=2025-12-31'), '2026-03-04')).toEqual({
      view: 'month',
      date: '2025-12-31',
    });
    expect(trackingStateOf(params('view=year&date=2025-02-30'), '2026-03-04')).toEqual({
      view: 'week',
      date: '2026-03-04',
    });
  });

  it('keeps the employee and the month of /timesheet-editing, this month by default', () => {
    expect(editingStateOf(params('employee=emp-1&month=2025-03'), '2026-03-04')).toEqual({
      employeeId: 'emp-1',
      month: '2025-03',
    });
    expect(editingStateOf(params('month=2025-13'), '2026-03-04')).toEqual({
      employeeId: null,
      month: '2026-03',
    });
  });
});

describe('Madrid wall times', () => {
  it('read an instant on Madrid’s clock, winter and summer', () => {
    expect(madridWallTime('2026-03-02T07:05:00Z')).toBe('2026-03-02T08:05');
    expect(madridWallTime('2026-07-02T07:05:00Z')).toBe('2026-07-02T09:05');
  });

  it('turn a wall time back into the instant, across the DST changes', () => {
    expect(madridInstant('2026-03-02T08:05')).toBe('2026-03-02T07:05:00.000Z');
    expect(madridInstant('2026-07-02T09:05')).toBe('2026-07-02T07:05:00.000Z');
    // 02:30 on 29 March 2026 does not exist: read an hour later (03:30 CEST).
    expect(madridInstant('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 on 25 October 2026 happens twice: the first (summer) one.
    expect(madridInstant('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(madridInstant('2026-02-30T08:00')).toBeNull();
    expect(madridInstant('08:00')).toBeNull();
  });
});

describe('the correction form', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('starts from the entry’s times', () => {
    expect(correctionDefaults(historyEntry())).toEqual({
      clock_in: '2025-03-03T08:00',
      clock_out: '2025-03-03T17:00',
      reason: '',
    });
    expect(correctionDefaults(historyEntry({ clock_out: null })).clock_out).toBe('');
  });

  it('asks for both times in order, within 24 h and in the past, and a reason', () => {
    expect(
      correctionProblems(
        { clock_in: '2026-03-02T08:00', clock_out: '2026-03-02T17:00', reason: 'Olvidó fichar' },
        now,
      ),
    ).toEqual({});
    expect(correctionProblems({ clock_in: '', clock_out: '', reason: ' ' }, now)).toEqual({
      clock_in: 'timesheets.correct.error.clockIn',
      clock_out: 'timesheets.correct.error.clockOut',
      reason: 'timesheets.correct.error.reason',
    });
    expect(
      correctionProblems(
        { clock_in: '2026-03-02T17:00', clock_out: '2026-03-02T08:00', reason: 'abc' },
        now,
      ),
    ).toEqual({
      clock_out: 'timesheets.correct.error.order',
      reason: 'timesheets.correct.error.reasonShort',
    });
    expect(
      correctionProblems(
        { clock_in: '2026-03-01T08:00', clock_out: '2026-03-02T09:00', reason: 'Turno largo' },
        now,
      ),
    ).toEqual({ clock_out: 'timesheets.correct.error.span' });
    expect(
      correctionProblems(
        { clock_in: '2026-03-10T14:00', clock_out: '2026-03-10T15:00', reason: 'Mañana' },
        now,
      ),
    ).toEqual({
      clock_in: 'timesheets.correct.error.future',
      clock_out: 'timesheets.correct.error.future',
    });
  });
});

describe('the month and its rows', () => {
  it('is closed when its latest closing was not reopened', () => {
    const months = [
      {
        month: '2025-03',
        closed: true,
        closed_at: '2025-04-02T10:00:00Z',
        closed_by: 'u',
        reopened_at: null,
        reopened_by: null,
      },
    ];
    expect(isMonthClosed(months, '2025-03')).toBe(true);
    expect(isMonthClosed(months, '2025-02')).toBe(false);
    expect(isMonthClosed(undefined, '2025-03')).toBe(false);
  });

  it('lists a month’s entries with their day, the day named once', () => {
    const rows = entryRows(HISTORY);
    expect(rows.map((row) => [row.id, row.date, row.firstOfDay])).toEqual([
      ['entry-1', '2025-03-03', true],
      ['entry-2', '2025-03-04', true],
    ]);
    expect(entryRows(undefined)).toEqual([]);
  });

  it('asks the report for a month, one’s own or an employee’s', () => {
    expect(reportQuery('2025-03', 'pdf')).toEqual({ month: '2025-03', format: 'pdf' });
    expect(reportQuery('2025-03', 'csv', 'emp-1')).toEqual({
      month: '2025-03',
      format: 'csv',
      employee_id: 'emp-1',
    });
  });
});
