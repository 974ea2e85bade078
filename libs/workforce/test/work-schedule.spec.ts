import {
  type WorkSchedule,
  isInSeason,
  plannedMinutes,
  plannedRanges,
  plannedShifts,
  scheduleErrors,
  scheduleOn,
  timeToMinutes,
} from '../src/domain/work-schedule';

const at = (iso: string) => new Date(iso);

const SPLIT_DAY = [
  { start: '08:00', end: '13:00' },
  { start: '15:00', end: '18:00' },
];

/** Monday to Friday 08:00-13:00 and 15:00-18:00, Saturday morning; intensive hours in summer. */
const WORKSHOP: WorkSchedule = {
  validFrom: '2025-01-01',
  validTo: null,
  days: {
    1: SPLIT_DAY,
    2: SPLIT_DAY,
    3: SPLIT_DAY,
    4: SPLIT_DAY,
    5: SPLIT_DAY,
    6: [{ start: '09:00', end: '13:00' }],
  },
  seasons: [
    {
      name: 'Jornada intensiva',
      from: '07-01',
      to: '08-31',
      days: {
        1: [{ start: '07:00', end: '15:00' }],
        2: [{ start: '07:00', end: '15:00' }],
        3: [{ start: '07:00', end: '15:00' }],
        4: [{ start: '07:00', end: '15:00' }],
        5: [{ start: '07:00', end: '15:00' }],
      },
    },
  ],
};

const schedule = (fields: Partial<WorkSchedule>): WorkSchedule => ({
  validFrom: '2026-01-01',
  validTo: null,
  days: {},
  ...fields,
});

describe('time of day', () => {
  it('reads HH:MM, with 24:00 as the day’s end', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('08:30')).toBe(510);
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(timeToMinutes('24:00')).toBe(1440);
    for (const wrong of ['8:00', '24:01', '12:60', '0800', '', null, 8]) {
      expect(timeToMinutes(wrong)).toBeNull();
    }
  });
});

describe('validating a weekly schedule', () => {
  it('accepts the workshop’s timetable, touching ranges and a range until midnight', () => {
    expect(scheduleErrors(WORKSHOP)).toEqual([]);
    expect(
      scheduleErrors(
        schedule({
          days: {
            1: [
              { start: '08:00', end: '13:00' },
              { start: '13:00', end: '15:00' },
            ],
            5: [{ start: '18:00', end: '24:00' }],
          },
        }),
      ),
    ).toEqual([]);
  });

  it('names the badly written time by its path', () => {
    expect(scheduleErrors(schedule({ days: { 1: [{ start: '8:00', end: '13:00' }] } }))).toEqual([
      {
        field: 'days.1.0.start',
        code: 'timeFormat',
        message: 'La hora de inicio debe tener el formato HH:MM (por ejemplo 08:00).',
      },
    ]);
    expect(
      scheduleErrors(schedule({ days: { 3: [SPLIT_DAY[0], { start: '15:00', end: '25:00' }] } })),
    ).toEqual([
      {
        field: 'days.3.1.end',
        code: 'timeFormat',
        message: 'La hora de fin debe tener el formato HH:MM (por ejemplo 13:00).',
      },
    ]);
    expect(scheduleErrors(schedule({ days: { 2: [{ start: '24:00', end: '24:00' }] } }))).toEqual([
      expect.objectContaining({ field: 'days.2.0.start', code: 'timeFormat' }),
    ]);
  });

  it('wants each range to end after it starts', () => {
    for (const range of [
      { start: '13:00', end: '08:00' },
      { start: '08:00', end: '08:00' },
    ]) {
      expect(scheduleErrors(schedule({ days: { 4: [range] } }))).toEqual([
        {
          field: 'days.4.0.end',
          code: 'timeOrder',
          message: 'La hora de fin debe ser posterior a la de inicio.',
        },
      ]);
    }
  });

  it('refuses ranges of a day that overlap, naming both', () => {
    expect(
      scheduleErrors(
        schedule({
          days: {
            1: [
              { start: '12:00', end: '16:00' },
              { start: '08:00', end: '13:00' },
            ],
          },
        }),
      ),
    ).toEqual([
      {
        field: 'days.1.1',
        code: 'overlap',
        message: 'Los tramos del lunes se solapan: 08:00-13:00 y 12:00-16:00.',
      },
    ]);
  });

  it('allows at most four ranges a day', () => {
    const five = ['07', '09', '11', '13', '15'].map((hour) => ({
      start: `${hour}:00`,
      end: `${hour}:30`,
    }));
    expect(scheduleErrors(schedule({ days: { 2: five.slice(0, 4) } }))).toEqual([]);
    expect(scheduleErrors(schedule({ days: { 2: five } }))).toEqual([
      {
        field: 'days.2',
        code: 'arrayMaxSize',
        message: 'Un día admite como máximo 4 tramos horarios.',
      },
    ]);
  });

  it('knows only weekdays 1 to 7', () => {
    const days = { 8: [SPLIT_DAY[0]] } as unknown as WorkSchedule['days'];
    expect(scheduleErrors(schedule({ days }))).toEqual([
      {
        field: 'days.8',
        code: 'isWeekday',
        message: 'El día de la semana debe ir del 1 (lunes) al 7 (domingo).',
      },
    ]);
  });

  it('checks the dates it is in force', () => {
    expect(scheduleErrors(schedule({ validFrom: '2026-02-30' }))).toEqual([
      {
        field: 'valid_from',
        code: 'isDate',
        message: 'La fecha de inicio de vigencia no es válida.',
      },
    ]);
    expect(scheduleErrors(schedule({ validTo: '31/12/2026' }))).toEqual([
      { field: 'valid_to', code: 'isDate', message: 'La fecha de fin de vigencia no es válida.' },
    ]);
    expect(scheduleErrors(schedule({ validFrom: '2026-06-01', validTo: '2026-05-31' }))).toEqual([
      {
        field: 'valid_to',
        code: 'dateOrder',
        message: 'La fecha de fin de vigencia no puede ser anterior a la de inicio.',
      },
    ]);
    expect(scheduleErrors(schedule({ validFrom: '2026-06-01', validTo: '2026-06-01' }))).toEqual(
      [],
    );
  });

  it('checks seasons: their MM-DD bounds, their ranges, and that two do not share a day', () => {
    expect(
      scheduleErrors(
        schedule({
          seasons: [
            { from: '13-01', to: '02-30', days: { 1: [{ start: '15:00', end: '07:00' }] } },
          ],
        }),
      ),
    ).toEqual([
      {
        field: 'seasons.0.from',
        code: 'monthDayFormat',
        message: 'La fecha de temporada debe tener el formato MM-DD (por ejemplo 07-01).',
      },
      expect.objectContaining({ field: 'seasons.0.to', code: 'monthDayFormat' }),
      expect.objectContaining({ field: 'seasons.0.days.1.0.end', code: 'timeOrder' }),
    ]);
    expect(
      scheduleErrors(
        schedule({
          seasons: [
            { from: '07-01', to: '08-31', days: {} },
            { from: '08-15', to: '09-15', days: {} },
          ],
        }),
      ),
    ).toEqual([
      {
        field: 'seasons.1',
        code: 'overlap',
        message: 'Dos horarios de temporada coinciden el 15/08.',
      },
    ]);
    // A season over New Year meets one in January on 10 January.
    expect(
      scheduleErrors(
        schedule({
          seasons: [
            { from: '12-15', to: '01-15', days: {} },
            { from: '01-10', to: '01-20', days: {} },
          ],
        }),
      ),
    ).toEqual([
      expect.objectContaining({ message: 'Dos horarios de temporada coinciden el 10/01.' }),
    ]);
    expect(
      scheduleErrors(
        schedule({
          seasons: [
            { from: '02-29', to: '02-29', days: {} },
            { from: '03-01', to: '06-30', days: {} },
          ],
        }),
      ),
    ).toEqual([]);
  });
});

describe('the schedule in force on a date', () => {
  const reduced = schedule({
    validFrom: '2026-03-01',
    validTo: '2026-05-31',
    days: { 1: [SPLIT_DAY[0]] },
  });
  const all = [WORKSHOP, reduced];

  it('is the one that started latest among those covering the date', () => {
    expect(scheduleOn(all, '2024-12-31')).toBeNull();
    expect(scheduleOn(all, '2026-02-28')).toBe(WORKSHOP);
    expect(scheduleOn(all, '2026-03-01')).toBe(reduced);
    expect(scheduleOn(all, '2026-05-31')).toBe(reduced);
    expect(scheduleOn(all, '2026-06-01')).toBe(WORKSHOP);
    expect(scheduleOn([reduced, WORKSHOP], '2026-04-06')).toBe(reduced);
  });

  it('plans nothing on a date no schedule covers', () => {
    expect(plannedRanges(all, '2024-12-30')).toEqual([]);
    expect(plannedMinutes(all, '2024-12-30')).toBe(0);
  });
});

describe('planned hours of a date', () => {
  it('follows the weekday: split day Monday to Friday, Saturday morning, Sunday off', () => {
    expect(plannedRanges([WORKSHOP], '2026-01-12')).toEqual(SPLIT_DAY); // Monday
    expect(plannedMinutes([WORKSHOP], '2026-01-12')).toBe(480);
    expect(plannedRanges([WORKSHOP], '2026-01-17')).toEqual([{ start: '09:00', end: '13:00' }]);
    expect(plannedMinutes([WORKSHOP], '2026-01-17')).toBe(240);
    expect(plannedRanges([WORKSHOP], '2026-01-18')).toEqual([]);
  });

  it('switches to the seasonal hours inside the season, every year, with its own days off', () => {
    expect(plannedRanges([WORKSHOP], '2026-06-30')).toEqual(SPLIT_DAY);
    expect(plannedRanges([WORKSHOP], '2026-07-01')).toEqual([{ start: '07:00', end: '15:00' }]);
    expect(plannedRanges([WORKSHOP], '2025-08-29')).toEqual([{ start: '07:00', end: '15:00' }]);
    expect(plannedRanges([WORKSHOP], '2026-08-31')).toEqual([{ start: '07:00', end: '15:00' }]);
    expect(plannedRanges([WORKSHOP], '2026-09-01')).toEqual(SPLIT_DAY);
    // The season leaves Saturday out: no Saturday mornings in summer.
    expect(plannedRanges([WORKSHOP], '2026-07-04')).toEqual([]);
  });

  it('tells whether a date is inside a season, also across New Year', () => {
    const winter = { from: '12-15', to: '01-15' };
    expect(isInSeason(winter, '2026-12-14')).toBe(false);
    expect(isInSeason(winter, '2026-12-31')).toBe(true);
    expect(isInSeason(winter, '2027-01-15')).toBe(true);
    expect(isInSeason(winter, '2027-01-16')).toBe(false);
  });

  it('gives the ranges as instants in Madrid, in order of start', () => {
    const unordered = schedule({ days: { 1: [SPLIT_DAY[1], SPLIT_DAY[0]] } });
    expect(plannedShifts([unordered], '2026-01-12')).toEqual([
      { start: at('2026-01-12T07:00:00Z'), end: at('2026-01-12T12:00:00Z') },
      { start: at('2026-01-12T14:00:00Z'), end: at('2026-01-12T17:00:00Z') },
    ]);
    // Summer time: 07:00 CEST is 05:00 UTC.
    expect(plannedShifts([WORKSHOP], '2026-07-06')).toEqual([
      { start: at('2026-07-06T05:00:00Z'), end: at('2026-07-06T13:00:00Z') },
    ]);
  });

  it('measures the planned minutes between real instants on the days the clocks change', () => {
    const sundayNights = schedule({ days: { 7: [{ start: '01:00', end: '04:00' }] } });
    expect(plannedMinutes([sundayNights], '2026-03-22')).toBe(180);
    // 01:00 CET → 04:00 CEST is two hours; 01:00 CEST → 04:00 CET is four.
    expect(plannedMinutes([sundayNights], '2026-03-29')).toBe(120);
    expect(plannedMinutes([sundayNights], '2026-10-25')).toBe(240);
    expect(plannedShifts([sundayNights], '2026-03-29')).toEqual([
      { start: at('2026-03-29T00:00:00Z'), end: at('2026-03-29T02:00:00Z') },
    ]);
  });
});
