import type { AbsenceView } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import {
  absencesOn,
  fieldOfServer,
  formatDay,
  formatDays,
  inputOf,
  isMonth,
  isNoEmployee,
  monthGrid,
  pendingFirst,
  periodParts,
  shiftMonth,
  shortName,
  tabOf,
  workshopToday,
  yearOf,
} from './model';

const absence = (fields: Partial<AbsenceView>): AbsenceView => ({
  id: 'a1',
  employee_id: 'e1',
  employee_code: 'E004',
  employee_name: 'Carlos López Navarro',
  kind: 'vacation',
  status: 'pending',
  start_date: '2026-08-03',
  end_date: '2026-08-07',
  half_day: null,
  working_days: 5,
  reason: null,
  decision_comment: null,
  requested_by: 'u1',
  requested_by_name: 'Carlos López Navarro',
  decided_by: null,
  decided_by_name: null,
  decided_at: null,
  cancelled_by: null,
  cancelled_at: null,
  created_at: '2026-07-01T08:00:00.000Z',
  updated_at: '2026-07-01T08:00:00.000Z',
  version: 1,
  ...fields,
});

describe('absences model', () => {
  it('opens the tab the address names, if the user may see it', () => {
    expect(tabOf(null, true)).toBe('mine');
    expect(tabOf('requests', true)).toBe('requests');
    expect(tabOf('requests', false)).toBe('mine');
    expect(tabOf('calendar', false)).toBe('calendar');
    expect(tabOf('nonsense', true)).toBe('mine');
  });

  it('writes dates and days the Spanish way', () => {
    expect(formatDay('2026-08-03')).toBe('03/08/2026');
    expect(formatDays(2.5, 'es')).toBe('2,5');
    expect(formatDays(2.5, 'en')).toBe('2.5');
    expect(formatDays(10, 'es')).toBe('10');
  });

  it('names a period as a range, a day or half a day', () => {
    expect(periodParts(absence({}))).toEqual({
      kind: 'range',
      from: '03/08/2026',
      to: '07/08/2026',
    });
    expect(periodParts(absence({ end_date: '2026-08-03' }))).toEqual({
      kind: 'single',
      date: '03/08/2026',
    });
    expect(periodParts(absence({ end_date: '2026-08-03', half_day: 'afternoon' }))).toEqual({
      kind: 'half',
      date: '03/08/2026',
      half: 'afternoon',
    });
  });

  it('turns the form into the API’s body: a half day is its single day, one’s own has no employee', () => {
    expect(
      inputOf(
        {
          employee_id: 'e1',
          kind: 'personal',
          duration: 'morning',
          start_date: '2026-08-03',
          end_date: '2026-08-20',
          reason: '  Banco ',
        },
        'e1',
      ),
    ).toEqual({
      kind: 'personal',
      start_date: '2026-08-03',
      end_date: '2026-08-03',
      half_day: 'morning',
      reason: 'Banco',
    });
    expect(
      inputOf(
        {
          employee_id: 'e9',
          kind: 'sick_leave',
          duration: 'full',
          start_date: '2026-08-03',
          end_date: '2026-08-05',
          reason: '',
        },
        'e1',
      ),
    ).toEqual({
      employee_id: 'e9',
      kind: 'sick_leave',
      start_date: '2026-08-03',
      end_date: '2026-08-05',
      half_day: null,
      reason: null,
    });
  });

  it('puts the server’s field errors on the form’s fields', () => {
    expect(fieldOfServer('start_date')).toBe('start_date');
    expect(fieldOfServer('half_day')).toBe('duration');
    expect(fieldOfServer('something')).toBeNull();
  });

  it('recognises the 409 of an account without an employee record', () => {
    const error = new ApiError({
      error: 'CONFLICT',
      message: 'Sin ficha',
      statusCode: 409,
      details: { code: 'no_employee' },
    });
    expect(isNoEmployee(error)).toBe(true);
    expect(isNoEmployee(new Error('x'))).toBe(false);
  });

  it('builds a Monday-first month grid with the neighbours’ days', () => {
    const weeks = monthGrid('2026-02');
    // February 2026 starts on a Sunday and ends on a Saturday: five weeks.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ date: '2026-01-26', inMonth: false });
    expect(weeks[0]![6]).toEqual({ date: '2026-02-01', inMonth: true });
    expect(weeks[4]![6]).toEqual({ date: '2026-03-01', inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(28);
  });

  it('moves between months and accepts only YYYY-MM', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(isMonth('2026-07')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth(null)).toBe(false);
    expect(yearOf('2027')).toBe(2027);
    expect(yearOf('27')).toBeNull();
    expect(yearOf('3000')).toBeNull();
  });

  it('lists who is away on a day, by name, and shortens names for a cell', () => {
    const list = [
      absence({ id: 'b', employee_name: 'Sergio Fernández' }),
      absence({ id: 'a', employee_name: 'Andrés Jiménez', start_date: '2026-08-05' }),
      absence({
        id: 'c',
        employee_name: 'Pablo Moreno',
        start_date: '2026-08-10',
        end_date: '2026-08-10',
      }),
    ];
    expect(absencesOn(list, '2026-08-05').map((a) => a.id)).toEqual(['a', 'b']);
    expect(absencesOn(list, '2026-08-09')).toEqual([]);
    expect(shortName('Carlos López Navarro')).toBe('Carlos L.');
    expect(shortName('Carlos')).toBe('Carlos');
  });

  it('puts pending requests first, soonest first', () => {
    const sorted = pendingFirst([
      absence({ id: 'old', status: 'approved' }),
      absence({ id: 'late', start_date: '2026-09-01', end_date: '2026-09-01' }),
      absence({ id: 'soon', start_date: '2026-08-01', end_date: '2026-08-01' }),
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['soon', 'late', 'old']);
  });

  it('reads today in Madrid, whatever the browser’s zone', () => {
    // 23:30 UTC on 31 December is already New Year in Madrid.
    expect(workshopToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
