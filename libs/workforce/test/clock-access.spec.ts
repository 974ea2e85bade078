import {
  CLOCK_ACCESS_MESSAGES,
  type ClockActor,
  clockReadScope,
  oneEmployeeScope,
  punchRefusal,
} from '../src/domain/clock-access';

const worker: ClockActor = { userId: 'u1', employeeId: 'e1', readsAll: false };
const office: ClockActor = { userId: 'u2', employeeId: null, readsAll: true };
const stranger: ClockActor = { userId: 'u3', employeeId: null, readsAll: false };

describe('who may punch', () => {
  it('is an account linked to an active employee record', () => {
    expect(punchRefusal({ active: true })).toBeNull();
  });

  it('refuses an account without an employee record, saying what to do', () => {
    expect(punchRefusal(null)).toEqual({
      code: 'no_employee',
      message: CLOCK_ACCESS_MESSAGES.no_employee,
    });
    expect(CLOCK_ACCESS_MESSAGES.no_employee).toMatch(/administración/);
  });

  it('refuses an employee who left', () => {
    expect(punchRefusal({ active: false })?.code).toBe('employee_inactive');
  });
});

describe('whose records a read returns', () => {
  it('gives a worker their own, asked for or not', () => {
    expect(clockReadScope(worker, undefined)).toEqual({ allowed: true, employeeId: 'e1' });
    expect(clockReadScope(worker, 'e1')).toEqual({ allowed: true, employeeId: 'e1' });
  });

  it('refuses a worker someone else’s with a 403', () => {
    const scope = clockReadScope(worker, 'e2');
    expect(scope).toMatchObject({ allowed: false, status: 403 });
  });

  it('gives a holder of entries.read anyone’s, or everyone’s when none is asked for', () => {
    expect(clockReadScope(office, 'e2')).toEqual({ allowed: true, employeeId: 'e2' });
    expect(clockReadScope(office, null)).toEqual({ allowed: true, employeeId: null });
    expect(clockReadScope({ ...worker, readsAll: true }, undefined)).toEqual({
      allowed: true,
      employeeId: null,
    });
  });

  it('answers no_employee (409) to one’s own records without an employee record', () => {
    expect(clockReadScope(stranger, undefined)).toMatchObject({
      allowed: false,
      status: 409,
      refusal: { code: 'no_employee' },
    });
  });
});

describe('whose records a one-worker read (a history) returns', () => {
  it('is one’s own when nobody is named, even for those who read anyone’s', () => {
    const manager = { ...worker, readsAll: true };
    expect(oneEmployeeScope(manager, undefined)).toEqual({ allowed: true, employeeId: 'e1' });
    expect(oneEmployeeScope(manager, 'e2')).toEqual({ allowed: true, employeeId: 'e2' });
    expect(oneEmployeeScope(office, null)).toMatchObject({ allowed: false, status: 409 });
  });

  it('refuses a worker someone else’s with a 403', () => {
    expect(oneEmployeeScope(worker, 'e2')).toMatchObject({ allowed: false, status: 403 });
    expect(oneEmployeeScope(worker, 'e1')).toEqual({ allowed: true, employeeId: 'e1' });
  });
});
