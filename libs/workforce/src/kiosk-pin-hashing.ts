import argon2 from 'argon2';

/**
 * argon2id as identity hashes passwords (OWASP's minimum: 19 MiB, 2 passes): a 4–6 digit PIN has
 * few values, so the hash's cost is what slows a guess made with a stolen table. The employee
 * commands hash with it, the kiosk verifies with it.
 */
const PIN_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashKioskPin(pin: string): Promise<string> {
  return argon2.hash(pin, PIN_HASH_OPTIONS);
}

export function verifyKioskPin(hash: string, pin: string): Promise<boolean> {
  return argon2.verify(hash, pin).catch(() => false);
}

let decoy: Promise<string> | null = null;

/**
 * A hash no PIN is checked against for real: verified when a PIN's bucket holds no employee, so a
 * wrong PIN takes as long to refuse whether or not its bucket is someone's.
 */
export function decoyKioskPinHash(): Promise<string> {
  decoy ??= hashKioskPin('decoy-never-a-pin');
  return decoy;
}
