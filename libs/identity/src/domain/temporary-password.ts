import { randomInt } from 'node:crypto';

/** No look-alike characters (0/O, 1/l/I): the password is read out or copied by hand. */
export const TEMPORARY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A readable temporary password: 4-4-4 groups without look-alike characters (0/O, 1/l/I). */
export function generateTemporaryPassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join(
      '',
    );
  return `${group()}-${group()}-${group()}`;
}
