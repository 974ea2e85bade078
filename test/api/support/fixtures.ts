import { type Response } from 'superagent';
import { randomInt } from 'node:crypto';

/** An id no record has: the 404 cases. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const SERIES = 'BCDFGHJKLMNPRSTVWXYZ';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A current-series plate no other test is likely to use, as `1234 BCD`. */
export function freshPlate(): string {
  const letters = Array.from({ length: 3 }, () => SERIES[randomInt(SERIES.length)]).join('');
  return `${randomInt(1000, 9999)} ${letters}`;
}

/** A valid DNI (NIF of a person) no other test is likely to use. */
export function freshDni(): string {
  const digits = randomInt(10_000_000, 99_999_999);
  return `${digits}${DNI_LETTERS[digits % 23]}`;
}

/**
 * A word of letters no other test is likely to use, for names searched by text: a search with
 * four or more digits is read as a plate, VIN or phone, never as a name.
 */
export function freshWord(length = 8): string {
  return Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('');
}

/** A valid CIF for each seed (the control digit computed as the AEAT does). */
export function validCif(seed: number): string {
  const digits = String(10_000_000 + (seed % 9_000_000)).slice(1, 8);
  let sum = 0;
  [...digits].forEach((char, i) => {
    const n = Number(char);
    if (i % 2 === 1) sum += n;
    else {
      const doubled = n * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  });
  const control = (10 - (sum % 10)) % 10;
  return `B${digits}${control}`;
}

/** supertest's `.parse` for a binary answer (a PDF): the body as one Buffer. */
export function binaryBody(
  res: Response,
  done: (error: Error | null, body: unknown) => void,
): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
