import {
  JOB_CLOCK_REFUSAL_MESSAGES,
  type JobLine,
  type JobWorker,
  WORKABLE_ORDER_STATUSES,
  clockedHours,
  isWorkableOrder,
  jobAttendanceRefusal,
  jobClockMs,
  jobLineRefusal,
} from '../src/domain/job-clock';

const line: JobLine = {
  lineId: 'l1',
  workOrderId: 'o1',
  type: 'labor',
  finished: false,
  orderStatus: 'in_progress',
  assignedEmployeeId: 'e1',
};
const mechanic: JobWorker = { employeeId: 'e1', worksAnyOrder: false };
const otherMechanic: JobWorker = { employeeId: 'e2', worksAnyOrder: false };
const manager: JobWorker = { employeeId: 'e3', worksAnyOrder: true };

describe('where a worker may clock job time', () => {
  it('is a labor line of their own order in progress', () => {
    expect(jobLineRefusal(line, mechanic)).toBeNull();
  });

  it('refuses parts and fees: only labor has hours', () => {
    expect(jobLineRefusal({ ...line, type: 'part' }, mechanic)).toEqual({
      code: 'not_labor',
      message: JOB_CLOCK_REFUSAL_MESSAGES.not_labor,
      details: { type: 'part' },
    });
    expect(jobLineRefusal({ ...line, type: 'fee' }, manager)?.code).toBe('not_labor');
  });

  it('keeps a mechanic to the orders assigned to them; whoever manages every order may clock any', () => {
    expect(jobLineRefusal(line, otherMechanic)?.code).toBe('not_assigned');
    expect(jobLineRefusal({ ...line, assignedEmployeeId: null }, mechanic)?.code).toBe(
      'not_assigned',
    );
    expect(jobLineRefusal(line, manager)).toBeNull();
    expect(jobLineRefusal({ ...line, assignedEmployeeId: null }, manager)).toBeNull();
  });

  it('refuses an order that is not in progress, naming its status in Spanish', () => {
    for (const status of ['open', 'on_hold', 'completed', 'cancelled'] as const) {
      const refusal = jobLineRefusal({ ...line, orderStatus: status }, mechanic);
      expect(refusal).toMatchObject({ code: 'order_not_workable', details: { status } });
      expect(refusal?.message).toMatch(/solo se ficha tiempo en órdenes en curso/);
    }
    expect(jobLineRefusal({ ...line, orderStatus: 'on_hold' }, mechanic)?.message).toMatch(
      /^La orden está en espera/,
    );
    expect(WORKABLE_ORDER_STATUSES).toEqual(['in_progress']);
    expect(isWorkableOrder('in_progress')).toBe(true);
    expect(isWorkableOrder('open')).toBe(false);
  });

  it('refuses a line already marked done', () => {
    expect(jobLineRefusal({ ...line, finished: true }, mechanic)?.code).toBe('line_finished');
  });

  it('tells the assignment before the status (a stranger’s order is not theirs, whatever its state)', () => {
    expect(jobLineRefusal({ ...line, orderStatus: 'on_hold' }, otherMechanic)?.code).toBe(
      'not_assigned',
    );
  });
});

describe('job time runs inside the working day', () => {
  it('needs the worker clocked in and not on a break', () => {
    expect(jobAttendanceRefusal('working')).toBeNull();
    expect(jobAttendanceRefusal('out')).toEqual({
      code: 'not_clocked_in',
      message: JOB_CLOCK_REFUSAL_MESSAGES.not_clocked_in,
    });
    expect(jobAttendanceRefusal('on_break')?.code).toBe('on_break');
  });
});

describe('clocked time', () => {
  const start = new Date('2026-03-16T08:00:00Z');

  it('counts a stopped job clock from start to stop and a running one up to now', () => {
    expect(
      jobClockMs({ startedAt: start, stoppedAt: new Date('2026-03-16T09:30:00Z') }, start),
    ).toBe(5_400_000);
    expect(
      jobClockMs({ startedAt: start, stoppedAt: null }, new Date('2026-03-16T08:15:00Z')),
    ).toBe(900_000);
    // A clock read a moment before the start (another server's time) counts nothing, not less.
    expect(
      jobClockMs({ startedAt: start, stoppedAt: null }, new Date('2026-03-16T07:59:59Z')),
    ).toBe(0);
  });

  it('shows hours with two decimals', () => {
    expect(clockedHours(5_400_000)).toBe(1.5);
    expect(clockedHours(3_600_000 / 3)).toBe(0.33);
    expect(clockedHours((2 * 3_600_000) / 3)).toBe(0.67);
    expect(clockedHours(17_999)).toBe(0); // under 18 s rounds to 0.00 h
    expect(clockedHours(18_000)).toBe(0.01);
    expect(clockedHours(0)).toBe(0);
    expect(clockedHours(-5)).toBe(0);
    expect(clockedHours(Number.NaN)).toBe(0);
  });
});
