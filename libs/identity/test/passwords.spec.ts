import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@px/contracts';
import { passwordChangeProblem, passwordProblem } from '../src/domain/password-policy';
import { TEMPORARY_ALPHABET, generateTemporaryPassword } from '../src/domain/temporary-password';

describe('the password policy', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('Taller-De-Pruebas-2026')).toBeNull();
  });

  it('refuses short and over-long passwords, in Spanish', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(
      `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    );
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(
      `La contraseña no puede superar los ${PASSWORD_MAX_LENGTH} caracteres.`,
    );
  });

  it('refuses the common passwords, whatever their case', () => {
    const common = 'football';
    expect(common.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
    expect(passwordProblem(common)).toBe(
      'Esa contraseña es demasiado común: elige otra más difícil de adivinar.',
    );
    expect(passwordProblem(common.toUpperCase())).not.toBeNull();
  });
});

describe('a password change', () => {
  it('passes a new, acceptable password', () => {
    expect(passwordChangeProblem('Vieja-Clave-2025', 'Nueva-Clave-2026')).toBeNull();
  });

  it('reports the policy first, on new_password', () => {
    expect(passwordChangeProblem('corta', 'corta')).toMatchObject({
      field: 'new_password',
      code: 'passwordPolicy',
    });
  });

  it('refuses the current password again', () => {
    expect(passwordChangeProblem('Misma-Clave-2026', 'Misma-Clave-2026')).toEqual({
      field: 'new_password',
      code: 'different',
      message: 'La nueva contraseña debe ser distinta de la actual.',
    });
  });
});

describe('temporary passwords', () => {
  it('are three groups of four readable characters', () => {
    for (let i = 0; i < 50; i++) {
      const password = generateTemporaryPassword();
      expect(password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
      for (const char of password.replace(/-/g, '')) expect(TEMPORARY_ALPHABET).toContain(char);
    }
  });

  it('have no look-alike characters', () => {
    for (const char of ['0', 'O', '1', 'l', 'I']) expect(TEMPORARY_ALPHABET).not.toContain(char);
  });

  it('pass the password policy they are checked against', () => {
    expect(passwordProblem(generateTemporaryPassword())).toBeNull();
  });

  it('differ from one another', () => {
    const seen = new Set(Array.from({ length: 20 }, () => generateTemporaryPassword()));
    expect(seen.size).toBe(20);
  });
});
