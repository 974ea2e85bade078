import { type ClockCorrectionView, type ClockEntryView } from '@px/contracts';
import { groupHistory, isPendingReview, jobHoursByOrder } from '../src/domain/timesheet-history';

const HOUR = 3_600_000;

function entry(
  id: string,
  clockIn: string,
  overrides: Partial<ClockEntryView> = {},
): ClockEntryView {
  return {
    id,
    employee_id: 'emp-1',
    employee_name: 'Pedro Gómez',
    clock_in: clockIn,
    clock_out: null,
    source: 'web',
    auto_closed: false,
    corrected: false,
    correction_count: 0,
    breaks: [],
    break_ms: 0,
    worked_ms: 4 * HOUR,
    ...overrides,
  };
}

function correction(id: string, entryId: string, createdAt: string): ClockCorrectionView {
  return {
    id,
    clock_entry_id: entryId,
    employee_id: 'emp-1',
    employee_name: 'Pedro Gómez',
    before: { clock_in: '2026-03-02T07:20:00.000Z', clock_out: '2026-03-02T11:00:00.000Z' },
    after: { clock_in: '2026-03-02T07:00:00.000Z', clock_out: '2026-03-02T11:00:00.000Z' },
    reason: 'Entró a las 8.',
    author_user_id: 'user-9',
    author_name: 'Marta Ruiz',
    created_at: createdAt,
  };
}

const refs = {
  orders: new Map([
    ['wo-1', { number: 'WO-000001', title: 'Frenos', license_plate: '1234 BCD' }],
    ['wo-2', { number: 'WO-000002', title: 'Revisión', license_plate: null }],
  ]),
  lines: new Map([
    ['line-1', 'Cambiar pastillas'],
    ['line-2', 'Revisar suspensión'],
    ['line-3', 'Cambio de aceite'],
  ]),
};

describe('a worker’s history', () => {
  it('adds job time per order and per line, most hours first, naming what still exists', () => {
    const orders = jobHoursByOrder(
      [
        { clock_entry_id: 'a', work_order_id: 'wo-1', work_order_line_id: 'line-1', ms: HOUR },
        { clock_entry_id: 'b', work_order_id: 'wo-1', work_order_line_id: 'line-2', ms: 2 * HOUR },
        { clock_entry_id: 'b', work_order_id: 'wo-1', work_order_line_id: 'line-1', ms: HOUR },
        { clock_entry_id: 'b', work_order_id: 'wo-2', work_order_line_id: 'line-3', ms: HOUR },
        { clock_entry_id: 'b', work_order_id: 'wo-9', work_order_line_id: 'line-9', ms: HOUR / 2 },
      ],
      refs,
    );
    expect(orders).toEqual([
      {
        work_order_id: 'wo-1',
        number: 'WO-000001',
        title: 'Frenos',
        license_plate: '1234 BCD',
        ms: 4 * HOUR,
        lines: [
          { work_order_line_id: 'line-1', name: 'Cambiar pastillas', ms: 2 * HOUR },
          { work_order_line_id: 'line-2', name: 'Revisar suspensión', ms: 2 * HOUR },
        ],
      },
      {
        work_order_id: 'wo-2',
        number: 'WO-000002',
        title: 'Revisión',
        license_plate: null,
        ms: HOUR,
        lines: [{ work_order_line_id: 'line-3', name: 'Cambio de aceite', ms: HOUR }],
      },
      {
        work_order_id: 'wo-9',
        number: null,
        title: null,
        license_plate: null,
        ms: HOUR / 2,
        lines: [{ work_order_line_id: 'line-9', name: '', ms: HOUR / 2 }],
      },
    ]);
  });

  it('groups entries by the Madrid day they start, with their corrections and job hours', () => {
    const morning = entry('a', '2026-03-02T07:00:00.000Z', {
      clock_out: '2026-03-02T11:00:00.000Z',
      corrected: true,
      correction_count: 2,
    });
    const afternoon = entry('b', '2026-03-02T14:00:00.000Z', {
      clock_out: '2026-03-02T17:30:00.000Z',
      worked_ms: 3 * HOUR,
      break_ms: HOUR / 2,
    });
    // 23:30 UTC on the 2nd is 00:30 on the 3rd in Madrid.
    const night = entry('c', '2026-03-02T23:30:00.000Z', { auto_closed: true });
    const history = groupHistory({
      entries: [night, afternoon, morning],
      corrections: [
        correction('k2', 'a', '2026-03-05T10:00:00.000Z'),
        correction('k1', 'a', '2026-03-04T10:00:00.000Z'),
      ],
      jobTimes: [
        { clock_entry_id: 'a', work_order_id: 'wo-1', work_order_line_id: 'line-1', ms: 3 * HOUR },
        { clock_entry_id: 'b', work_order_id: 'wo-1', work_order_line_id: 'line-1', ms: HOUR },
        { clock_entry_id: 'c', work_order_id: 'wo-2', work_order_line_id: 'line-3', ms: 2 * HOUR },
      ],
      refs,
    });
    expect(history.days.map((day) => day.date)).toEqual(['2026-03-02', '2026-03-03']);
    const [first, second] = history.days;
    expect(first.entries.map((one) => one.id)).toEqual(['a', 'b']);
    expect(first.entries[0].corrections.map((one) => one.id)).toEqual(['k1', 'k2']);
    expect(first.entries[1].corrections).toEqual([]);
    expect(first).toMatchObject({ worked_ms: 7 * HOUR, break_ms: HOUR / 2, job_ms: 4 * HOUR });
    expect(first.jobs).toEqual([expect.objectContaining({ work_order_id: 'wo-1', ms: 4 * HOUR })]);
    expect(second).toMatchObject({ worked_ms: 4 * HOUR, job_ms: 2 * HOUR });
    expect(history.jobs.map((order) => [order.number, order.ms])).toEqual([
      ['WO-000001', 4 * HOUR],
      ['WO-000002', 2 * HOUR],
    ]);
    expect(history.totals).toEqual({
      worked_ms: 11 * HOUR,
      break_ms: HOUR / 2,
      job_ms: 6 * HOUR,
      days: 2,
      entries: 3,
      corrected: 1,
      auto_closed_pending: 1,
    });
  });

  it('counts as pending only the auto-closed entries a manager has not reviewed', () => {
    const review = {
      review: 'confirmed' as const,
      reviewed_at: '2026-03-04T10:00:00.000Z',
      reviewed_by: 'u',
    };
    const history = groupHistory({
      entries: [
        entry('a', '2026-03-02T07:00:00.000Z', { auto_closed: true, review }),
        entry('b', '2026-03-03T07:00:00.000Z', { auto_closed: true, review: null }),
        entry('c', '2026-03-04T07:00:00.000Z'),
      ],
      corrections: [],
      jobTimes: [],
      refs,
    });
    expect(history.totals.auto_closed_pending).toBe(1);
    expect(isPendingReview({ auto_closed: true, review: null })).toBe(true);
    expect(isPendingReview({ auto_closed: true, review })).toBe(false);
    expect(isPendingReview({ auto_closed: false })).toBe(false);
  });

  it('is empty without entries', () => {
    expect(groupHistory({ entries: [], corrections: [], jobTimes: [], refs })).toEqual({
      days: [],
      jobs: [],
      totals: {
        worked_ms: 0,
        break_ms: 0,
        job_ms: 0,
        days: 0,
        entries: 0,
        corrected: 0,
        auto_closed_pending: 0,
      },
    });
  });
});
