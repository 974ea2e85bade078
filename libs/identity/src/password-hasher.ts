import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id at OWASP's minimum or above: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordHasher {
  /** Verified against when the e-mail is unknown, so both failures cost the same time. */
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    this.dummyHash ??= this.hash('px-taller-timing-equaliser');
    const target = hash ?? (await this.dummyHash);
    const ok = await argon2.verify(target, password).catch(() => false);
    return ok && hash !== null;
  }
}
