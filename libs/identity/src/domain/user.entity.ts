import { Entity, type Opt, Property } from '@mikro-orm/core';
import { BaseEntity } from '@px/platform';

/** A login of PX Taller. Table `app_user` (`user` is reserved in PostgreSQL). */
@Entity({ tableName: 'app_user' })
export class User extends BaseEntity {
  /** Unique case-insensitively (index on lower(email)); stored as typed, compared lower-cased. */
  @Property({ length: 254 })
  email!: string;

  @Property({ length: 255, hidden: true })
  passwordHash!: string;

  @Property({ length: 80 })
  firstName!: string;

  @Property({ length: 120 })
  lastName: Opt<string> = '';

  @Property({ length: 500, nullable: true })
  avatarUrl: string | null = null;

  @Property()
  active: Opt<boolean> = true;

  /** Self-registered and not yet activated by an administrator (inactive until then). */
  @Property()
  awaitingApproval: Opt<boolean> = false;

  /** A temporary password set by an administrator must be replaced at the first login. */
  @Property()
  mustChangePassword: Opt<boolean> = false;

  /** Bumped by a password change or a deactivation: every access token issued before dies. */
  @Property()
  tokenEpoch: Opt<number> = 0;

  @Property({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null = null;

  get fullName(): Opt<string> {
    return `${this.firstName} ${this.lastName}`.trim();
  }
}
