import { fullName, splitFullName } from '../src/domain/display-name';
import {
  formatRefreshToken,
  hashRefreshSecret,
  parseRefreshToken,
} from '../src/domain/refresh-token-format';
import {
  activationProblem,
  isSameEmail,
  lastAdministratorProblem,
  trimmedNames,
} from '../src/domain/user-rules';

const ID = '3f1c2b9a-0d4e-4c6b-9a7f-2e5d8c1b0a93';

describe('display names', () => {
  it('joins and trims the parts', () => {
    expect(fullName(' Ana ', 'García López ')).toBe('Ana García López');
    expect(fullName('Ana', '')).toBe('Ana');
  });

  it('splits a typed name into first name and surnames', () => {
    expect(splitFullName('  Ana  García López ')).toEqual({
      firstName: 'Ana',
      lastName: 'García López',
    });
  });
});

describe('user administration rules', () => {
  it('compares e-mails case-insensitively, ignoring spaces around the typed one', () => {
    expect(isSameEmail('Ana@Taller.test', ' ana@taller.TEST ')).toBe(true);
    expect(isSameEmail('ana@taller.test', 'ana2@taller.test')).toBe(false);
  });

  it('refuses only deactivating one’s own account', () => {
    expect(activationProblem('u1', 'u1', false)).toBe('No puedes desactivar tu propia cuenta.');
    expect(activationProblem('u1', 'u1', true)).toBeNull();
    expect(activationProblem('u2', 'u1', false)).toBeNull();
  });

  it('trims the name parts sent and leaves out those not sent', () => {
    expect(trimmedNames({ first_name: ' Ramón ' })).toEqual({ firstName: 'Ramón' });
    expect(trimmedNames({ last_name: '' })).toEqual({ lastName: '' });
    expect(trimmedNames({})).toEqual({});
  });
});

describe('refresh token cookie values', () => {
  it('round-trip as <id>.<secret>', () => {
    expect(parseRefreshToken(formatRefreshToken(ID, 'c2VjcmV0'))).toEqual({
      id: ID,
      secret: 'c2VjcmV0',
    });
  });

  it('refuse anything else', () => {
    for (const value of ['', 'garbage', `${ID}.`, '.secret', 'not-a-uuid.secret'])
      expect(parseRefreshToken(value)).toBeNull();
  });

  it('store only a SHA-256 of the secret', () => {
    expect(hashRefreshSecret('secret')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshSecret('secret')).not.toBe(hashRefreshSecret('secret2'));
  });
});

describe('the last active administrator', () => {
  it('may not be deactivated or demoted', () => {
    expect(lastAdministratorProblem('a', ['a'])).toBe(
      'No se puede dejar el taller sin ningún administrador activo.',
    );
  });

  it('may be, when another active administrator remains', () => {
    expect(lastAdministratorProblem('a', ['a', 'b'])).toBeNull();
  });

  it('does not concern users who are not active administrators', () => {
    expect(lastAdministratorProblem('c', ['a'])).toBeNull();
    expect(lastAdministratorProblem('c', [])).toBeNull();
  });
});
