import {
  type AbsenceActor,
  NOT_OWN_ABSENCES_MESSAGE,
  NOT_OWN_CANCEL_MESSAGE,
  NOT_OWN_REQUEST_MESSAGE,
  absenceCancelRefusal,
  absenceEmployeeScope,
  absenceReadScope,
  absenceRequestScope,
} from '../src/domain/absence-access';

const worker: AbsenceActor = { userId: 'u1', employeeId: 'e1', readsAll: false, approves: false };
const office: AbsenceActor = { userId: 'u2', employeeId: 'e2', readsAll: true, approves: false };
const manager: AbsenceActor = { userId: 'u3', employeeId: 'e3', readsAll: true, approves: true };
/** An administrator without an employee record. */
const owner: AbsenceActor = { userId: 'u4', employeeId: null, readsAll: true, approves: true };
const unlinked: AbsenceActor = { userId: 'u5', employeeId: null, readsAll: false, approves: false };

describe('whose absences one reads', () => {
  it('gives a worker their own, whether they name themselves or nobody', () => {
    expect(absenceReadScope(worker, null)).toEqual({ allowed: true, employeeId: 'e1' });
    expect(absenceReadScope(worker, 'e1')).toEqual({ allowed: true, employeeId: 'e1' });
  });

  it('refuses a worker someone else’s with a 403 in Spanish', () => {
    expect(absenceReadScope(worker, 'e9')).toEqual({
      allowed: false,
      status: 403,
      message: NOT_OWN_ABSENCES_MESSAGE,
    });
  });

  it('gives a reader everyone’s, or the employee named', () => {
    expect(absenceReadScope(office, null)).toEqual({ allowed: true, employeeId: null });
    expect(absenceReadScope(office, 'e9')).toEqual({ allowed: true, employeeId: 'e9' });
  });

  it('answers an account without an employee record 409 no_employee', () => {
    const scope = absenceReadScope(unlinked, null);
    expect(scope).toMatchObject({ allowed: false, status: 409, refusal: { code: 'no_employee' } });
  });

  it('takes one employee for a balance: one’s own by default, a manager must name one', () => {
    expect(absenceEmployeeScope(office, null)).toEqual({ allowed: true, employeeId: 'e2' });
    expect(absenceEmployeeScope(office, 'e9')).toEqual({ allowed: true, employeeId: 'e9' });
    expect(absenceEmployeeScope(owner, null)).toMatchObject({ allowed: false, status: 409 });
    expect(absenceEmployeeScope(worker, 'e9')).toMatchObject({ allowed: false, status: 403 });
  });
});

describe('whom one asks for', () => {
  it('makes a worker’s request their own, waiting for a decision', () => {
    expect(absenceRequestScope(worker, null)).toEqual({
      allowed: true,
      employeeId: 'e1',
      forOther: false,
    });
    expect(absenceRequestScope(manager, 'e3')).toMatchObject({ employeeId: 'e3', forOther: false });
  });

  it('lets only an approver record one for another employee', () => {
    expect(absenceRequestScope(manager, 'e9')).toEqual({
      allowed: true,
      employeeId: 'e9',
      forOther: true,
    });
    expect(absenceRequestScope(owner, 'e9')).toMatchObject({ forOther: true });
    expect(absenceRequestScope(worker, 'e9')).toEqual({
      allowed: false,
      status: 403,
      message: NOT_OWN_REQUEST_MESSAGE,
    });
    // Reading everyone's is not deciding for them.
    expect(absenceRequestScope(office, 'e9')).toMatchObject({ allowed: false, status: 403 });
  });

  it('needs an employee record for one’s own', () => {
    expect(absenceRequestScope(owner, null)).toMatchObject({
      allowed: false,
      status: 409,
      refusal: { code: 'no_employee' },
    });
  });
});

describe('who cancels', () => {
  it('lets the employee cancel their own pending request', () => {
    expect(absenceCancelRefusal(worker, { employeeId: 'e1', status: 'pending' })).toBeNull();
  });

  it('keeps an approved absence for a manager to cancel', () => {
    expect(absenceCancelRefusal(worker, { employeeId: 'e1', status: 'approved' })).toMatchObject({
      status: 409,
      refusal: { code: 'approved_by_manager' },
    });
    expect(absenceCancelRefusal(manager, { employeeId: 'e1', status: 'approved' })).toBeNull();
  });

  it('refuses someone else’s to a non-approver (403), and a final status to anyone (409)', () => {
    expect(absenceCancelRefusal(worker, { employeeId: 'e9', status: 'pending' })).toEqual({
      status: 403,
      message: NOT_OWN_CANCEL_MESSAGE,
    });
    expect(absenceCancelRefusal(office, { employeeId: 'e9', status: 'pending' })).toMatchObject({
      status: 403,
    });
    expect(absenceCancelRefusal(manager, { employeeId: 'e1', status: 'rejected' })).toMatchObject({
      status: 409,
      refusal: { code: 'final_status' },
    });
    expect(absenceCancelRefusal(worker, { employeeId: 'e1', status: 'cancelled' })).toMatchObject({
      status: 409,
      refusal: { code: 'same_status' },
    });
  });
});
