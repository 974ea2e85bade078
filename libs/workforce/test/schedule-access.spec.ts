import { scheduleReadScope } from '../src/domain/schedule-access';

const mechanic = { userId: 'u1', employeeId: 'e1', readsAll: false };
const manager = { userId: 'u2', employeeId: 'e2', readsAll: true };

describe('whose schedule one may read', () => {
  it('lets a worker read their own and nobody else’s', () => {
    expect(scheduleReadScope(mechanic, 'e1')).toEqual({ allowed: true, employeeId: 'e1' });
    expect(scheduleReadScope(mechanic, 'e9')).toEqual({
      allowed: false,
      status: 403,
      message:
        'Solo puedes ver tu propio horario: ver el de otros empleados requiere el permiso «Horarios: Ver».',
    });
    expect(scheduleReadScope(mechanic, null)).toEqual({ allowed: true, employeeId: 'e1' });
  });

  it('lets a manager read anyone’s, or everyone’s when none is asked', () => {
    expect(scheduleReadScope(manager, 'e9')).toEqual({ allowed: true, employeeId: 'e9' });
    expect(scheduleReadScope(manager, undefined)).toEqual({ allowed: true, employeeId: null });
  });

  it('answers 409 to an account without an employee record asking for its own', () => {
    expect(scheduleReadScope({ ...mechanic, employeeId: null }, null)).toMatchObject({
      allowed: false,
      status: 409,
    });
  });
});
