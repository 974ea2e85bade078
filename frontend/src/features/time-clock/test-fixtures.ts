import type { ClockEntryView, MyJobs, TimeClockStatus } from '@px/contracts';

/** Monday 16 March 2026 in Madrid (UTC+1): 07:02Z is 08:02 on the workshop's clock. */
export const TODAY = '2026-03-16';
export const CLOCK_IN = '2026-03-16T07:02:00.000Z';
export const BREAK_START = '2026-03-16T09:30:00.000Z';
export const SERVER_TIME = '2026-03-16T10:00:00.000Z';

const HOUR = 3_600_000;
const MINUTE = 60_000;

export function entry(overrides: Partial<ClockEntryView> = {}): ClockEntryView {
  return {
    id: 'entry-1',
    employee_id: 'emp-1',
    employee_name: 'Pedro Mecánico',
    clock_in: CLOCK_IN,
    clock_out: null,
    source: 'web',
    auto_closed: false,
    corrected: false,
    correction_count: 0,
    breaks: [],
    break_ms: 0,
    worked_ms: 2 * HOUR + 58 * MINUTE,
    ...overrides,
  };
}

function status(overrides: Partial<TimeClockStatus>): TimeClockStatus {
  return {
    employee_id: 'emp-1',
    status: 'out',
    since: null,
    clocked_in_at: null,
    server_time: SERVER_TIME,
    today: { date: TODAY, worked_ms: 0, entries: [] },
    week: { week: '2026-W12', from: TODAY, worked_ms: 0 },
    job: null,
    ...overrides,
  };
}

export const OUT = status({});

/** Working since 08:02, 2 h 58 min worked at 11:00. */
export const WORKING = status({
  status: 'working',
  since: CLOCK_IN,
  clocked_in_at: CLOCK_IN,
  today: { date: TODAY, worked_ms: 2 * HOUR + 58 * MINUTE, entries: [entry()] },
  week: { week: '2026-W12', from: TODAY, worked_ms: 2 * HOUR + 58 * MINUTE },
});

/** On a break since 10:30 (in since 08:02). */
export const ON_BREAK = status({
  status: 'on_break',
  since: BREAK_START,
  clocked_in_at: CLOCK_IN,
  today: {
    date: TODAY,
    worked_ms: 2 * HOUR + 28 * MINUTE,
    entries: [
      entry({
        breaks: [{ id: 'break-1', start_at: BREAK_START, end_at: null }],
        break_ms: 30 * MINUTE,
        worked_ms: 2 * HOUR + 28 * MINUTE,
      }),
    ],
  },
  week: { week: '2026-W12', from: TODAY, worked_ms: 2 * HOUR + 28 * MINUTE },
});

// The job clock

export const JOB_STARTED = '2026-03-16T09:15:00.000Z';

/** One order in progress assigned to the worker: two labor lines, one of them finished. */
export const MY_JOBS: MyJobs = {
  employee_id: 'emp-1',
  job: null,
  orders: [
    {
      id: 'order-1',
      number: 'WO-000123',
      title: 'Cambio de embrague',
      status: 'in_progress',
      priority: 'urgent',
      license_plate: '1234 BCD',
      make: 'Seat',
      model: 'León',
      customer_name: 'Lucía Gómez',
      promised_at: null,
      lines: [
        {
          id: 'line-1',
          name: 'Sustitución del kit de embrague',
          planned_hours: 5,
          actual_hours: 1.25,
          finished: false,
          running: false,
        },
        {
          id: 'line-2',
          name: 'Prueba en carretera',
          planned_hours: 0.5,
          actual_hours: 0.5,
          finished: true,
          running: false,
        },
      ],
    },
  ],
};

export const NO_JOBS: MyJobs = { employee_id: 'emp-1', job: null, orders: [] };

/** Working, with the job clock on line-1 since 10:15. */
export const WORKING_ON_JOB: TimeClockStatus = {
  ...WORKING,
  job: {
    id: 'job-1',
    work_order_id: 'order-1',
    work_order_line_id: 'line-1',
    started_at: JOB_STARTED,
  },
};
