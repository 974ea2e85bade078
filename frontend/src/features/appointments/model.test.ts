import type { AppointmentView } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import {
  calendarDays,
  calendarStateOf,
  clockTime,
  dropStart,
  gridHours,
  instantOf,
  periodOf,
  placeDay,
  shiftCalendar,
} from './model';

const booking = (id: string, start: string, minutes: number): AppointmentView =>
  ({
    id,
    starts_at: instantOf('2026-06-10', Number(start.slice(0, 2)) * 60 + Number(start.slice(3))),
    ends_at: instantOf(
      '2026-06-10',
      Number(start.slice(0, 2)) * 60 + Number(start.slice(3)) + minutes,
    ),
    duration_minutes: minutes,
    status: 'scheduled',
  }) as AppointmentView;

describe('appointments calendar model', () => {
  it('reads its state from the address, the week of today by default', () => {
    expect(calendarStateOf(new URLSearchParams(''), '2026-06-10')).toEqual({
      view: 'week',
      date: '2026-06-10',
      employee: undefined,
      status: undefined,
    });
    const state = calendarStateOf(
      new URLSearchParams('view=month&date=2026-02-30&status=confirmed&employee=e1'),
      '2026-06-10',
    );
    expect(state).toMatchObject({ view: 'month', date: '2026-06-10', status: 'confirmed' });
    expect(calendarStateOf(new URLSearchParams('view=year'), '2026-06-10').view).toBe('week');
  });

  it('shows a day, a Monday-to-Sunday week or a month in whole weeks', () => {
    expect(calendarDays('day', '2026-06-10')).toEqual(['2026-06-10']);
    expect(calendarDays('week', '2026-06-10')).toEqual([
      '2026-06-08',
      '2026-06-09',
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
    ]);
    const june = calendarDays('month', '2026-06-10');
    expect(june[0]).toBe('2026-06-01'); // a Monday
    expect(june[june.length - 1]).toBe('2026-07-05');
    expect(june).toHaveLength(35);
  });

  it('asks the API for the period in Madrid’s midnights (summer: UTC+2)', () => {
    expect(periodOf('day', '2026-06-10')).toEqual({
      from: '2026-06-09T22:00:00.000Z',
      to: '2026-06-10T22:00:00.000Z',
    });
  });

  it('steps a day, a week or a month', () => {
    expect(shiftCalendar('day', '2026-06-10', 1)).toBe('2026-06-11');
    expect(shiftCalendar('week', '2026-06-10', -1)).toBe('2026-06-03');
    expect(shiftCalendar('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftCalendar('month', '2026-01-15', -1)).toBe('2025-12-01');
  });

  it('draws the opening hours, widened to a booking outside them', () => {
    const opening = {
      '1': [
        { start: '08:00', end: '13:00' },
        { start: '15:00', end: '19:00' },
      ],
    };
    expect(gridHours(opening, [])).toEqual({ startMinutes: 480, endMinutes: 1140 });
    expect(gridHours(opening, [booking('late', '19:30', 60)])).toEqual({
      startMinutes: 480,
      endMinutes: 1260,
    });
  });

  it('places overlapping bookings side by side and the next one full width', () => {
    const placed = placeDay(
      [booking('b', '09:30', 60), booking('a', '09:00', 60), booking('c', '11:00', 30)],
      480,
    );
    expect(placed.map((p) => [p.appointment.id, p.top, p.height, p.lane, p.lanes])).toEqual([
      ['a', 60, 60, 0, 2],
      ['b', 90, 60, 1, 2],
      ['c', 180, 30, 0, 1],
    ]);
  });

  it('drops a block on the slot grid, in Madrid', () => {
    const start = dropStart('2026-06-10', 480, 97, 15);
    expect(clockTime(start)).toBe('09:30');
    expect(start).toBe('2026-06-10T07:30:00.000Z');
  });
});
