import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@px/contracts';

let common: Set<string> | null = null;

/** The 10,000 most common passwords, shipped with the code (common-passwords.txt). */
function commonPasswords(): Set<string> {
  if (!common) {
    // Sources: libs/identity/src/domain; compiled: dist/libs/identity/src/domain (copied by the build).
    const candidates = [
      join(__dirname, 'common-passwords.txt'),
      join(__dirname, '../../../../libs/identity/src/domain/common-passwords.txt'),
    ];
    let text = '';
    for (const file of candidates) {
      try {
        text = readFileSync(file, 'utf8');
        break;
      } catch {
        // next candidate
      }
    }
    if (!text) throw new Error('common-passwords.txt not found next to password-policy');
    common = new Set(text.split('\n').filter((line) => line && !line.startsWith('#')));
  }
  return common;
}

/** Returns the Spanish reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `La contraseña no puede superar los ${PASSWORD_MAX_LENGTH} caracteres.`;
  }
  if (commonPasswords().has(password.toLowerCase())) {
    return 'Esa contraseña es demasiado común: elige otra más difícil de adivinar.';
  }
  return null;
}

export interface PasswordChangeProblem {
  field: 'new_password';
  code: 'passwordPolicy' | 'different';
  message: string;
}

/** Why a password change is refused before the current password is even checked, or null. */
export function passwordChangeProblem(
  currentPassword: string,
  newPassword: string,
): PasswordChangeProblem | null {
  const problem = passwordProblem(newPassword);
  if (problem) return { field: 'new_password', code: 'passwordPolicy', message: problem };
  if (newPassword === currentPassword) {
    return {
      field: 'new_password',
      code: 'different',
      message: 'La nueva contraseña debe ser distinta de la actual.',
    };
  }
  return null;
}
