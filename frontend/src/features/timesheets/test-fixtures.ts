import type {
  ClockCorrectionView,
  TimeClockHistory,
  TimeClockHistoryEntry,
  TimesheetEmployee,
} from '@px/contracts';

const HOUR = 3_600_000;

export const LUCIA: TimesheetEmployee = {
  id: 'emp-1',
  code: 'E001',
  full_name: 'Lucía Ferrer Gil',
  nif: '12345678Z',
  active: true,
};

export const OSCAR: TimesheetEmployee = {
  id: 'emp-2',
  code: 'E002',
  full_name: 'Óscar Vidal',
  nif: null,
  active: false,
};

/** Tuesday 4 March 2025: corrected by Marta Jefa on the 5th at 11:00 Madrid (08:20 → 08:00). */
export const CORRECTION: ClockCorrectionView = {
  id: 'corr-1',
  clock_entry_id: 'entry-2',
  employee_id: 'emp-1',
  employee_name: 'Lucía Ferrer Gil',
  before: { clock_in: '2025-03-04T07:20:00.000Z', clock_out: '2025-03-04T15:30:00.000Z' },
  after: { clock_in: '2025-03-04T07:00:00.000Z', clock_out: '2025-03-04T15:30:00.000Z' },
  reason: 'Entró a las 8 según el parte.',
  author_user_id: 'user-9',
  author_name: 'Marta Jefa',
  created_at: '2025-03-05T10:00:00.000Z',
};

export function historyEntry(
  overrides: Partial<TimeClockHistoryEntry> = {},
): TimeClockHistoryEntry {
  return {
    id: 'entry-1',
    employee_id: 'emp-1',
    employee_name: 'Lucía Ferrer Gil',
    clock_in: '2025-03-03T07:00:00.000Z',
    clock_out: '2025-03-03T16:00:00.000Z',
    source: 'web',
    auto_closed: false,
    corrected: false,
    correction_count: 0,
    breaks: [
      {
        id: 'break-1',
        start_at: '2025-03-03T12:00:00.000Z',
        end_at: '2025-03-03T13:00:00.000Z',
      },
    ],
    break_ms: HOUR,
    worked_ms: 8 * HOUR,
    corrections: [],
    ...overrides,
  };
}

/** Monday 3 (08:00–17:00, lunch, 3 h 30 min on an order) and Tuesday 4 March 2025 (corrected). */
export const HISTORY: TimeClockHistory = {
  employee_id: 'emp-1',
  employee_name: 'Lucía Ferrer Gil',
  from: '2025-03-03',
  to: '2025-03-09',
  totals: {
    worked_ms: 16.5 * HOUR,
    break_ms: HOUR,
    job_ms: 3.5 * HOUR,
    days: 2,
    entries: 2,
    corrected: 1,
    auto_closed_pending: 0,
  },
  jobs: [
    {
      work_order_id: 'wo-1',
      number: 'WO-000123',
      title: 'Revisión de flota',
      license_plate: '1234 BCD',
      ms: 3.5 * HOUR,
      lines: [
        { work_order_line_id: 'line-1', name: 'Cambiar pastillas de freno', ms: 2 * HOUR },
        { work_order_line_id: 'line-2', name: 'Revisar suspensión', ms: 1.5 * HOUR },
      ],
    },
  ],
  days: [
    {
      date: '2025-03-03',
      worked_ms: 8 * HOUR,
      break_ms: HOUR,
      job_ms: 3.5 * HOUR,
      entries: [historyEntry()],
      jobs: [],
    },
    {
      date: '2025-03-04',
      worked_ms: 8.5 * HOUR,
      break_ms: 0,
      job_ms: 0,
      entries: [
        historyEntry({
          id: 'entry-2',
          clock_in: '2025-03-04T07:00:00.000Z',
          clock_out: '2025-03-04T15:30:00.000Z',
          breaks: [],
          break_ms: 0,
          worked_ms: 8.5 * HOUR,
          corrected: true,
          correction_count: 1,
          corrections: [CORRECTION],
        }),
      ],
      jobs: [],
    },
  ],
};
