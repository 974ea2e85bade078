import {
  codeTaken,
  deactivationRefusal,
  nifTaken,
  userAlreadyLinked,
} from '../src/domain/employee-refusals';

const HOLDER = { id: 'e-4', code: 'E004', full_name: 'Carlos López' };

describe('employee refusals', () => {
  it('names the employee who holds the NIF, code or account, with the field and its id', () => {
    expect(nifTaken('12345678Z', HOLDER)).toEqual({
      code: 'nif_taken',
      message: 'El NIF/NIE 12345678Z ya es del empleado E004 · Carlos López.',
      details: { field: 'nif', existing_id: 'e-4' },
    });
    expect(codeTaken('E004', HOLDER)).toMatchObject({
      code: 'code_taken',
      details: { field: 'code', existing_id: 'e-4' },
    });
    expect(userAlreadyLinked(HOLDER)).toEqual({
      code: 'user_already_linked',
      message: 'Esa cuenta de usuario ya está vinculada al empleado E004 · Carlos López.',
      details: { field: 'user_id', existing_id: 'e-4' },
    });
  });

  it('refuses a deactivation only while clocked in', () => {
    expect(deactivationRefusal(false)).toBeNull();
    expect(deactivationRefusal(true)).toMatchObject({ code: 'clocked_in' });
  });
});
