import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One refresh token of a session. A session is a family of tokens: each refresh uses its token once
 * and issues the next; presenting a used token again means it was stolen, so the family dies.
 */
@Entity({ tableName: 'refresh_token' })
export class RefreshToken {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'uuid' })
  familyId!: string;

  /** SHA-256 of the secret part; the secret itself is only ever in the cookie. */
  @Property({ length: 64, hidden: true })
  tokenHash!: string;

  /** The family's end: 12 hours after the login, whatever the refreshes. */
  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Property({ length: 40, nullable: true })
  revokedReason: string | null = null;

  @Property({ length: 300, nullable: true })
  userAgent: string | null = null;

  @Property({ length: 64, nullable: true })
  ip: string | null = null;
}
