import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type AuthSession } from '@px/contracts';
import { AccessTokens, ACCESS_TOKEN_TTL_SECONDS, DomainError, runSql } from '@px/platform';
import {
  formatRefreshToken,
  hashRefreshSecret,
  parseRefreshToken,
} from './domain/refresh-token-format';
import { RefreshToken } from './domain/refresh-token.entity';
import { type User } from './domain/user.entity';

/** A session lasts at most one shift, with no idle expiry (docs/decisions.md). */
export const SESSION_MAX_HOURS = 12;

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  /** Cookie value: `<token id>.<secret>`. */
  refreshToken: string;
  refreshExpiresAt: Date;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** What a login (or a registration, or a password change) answers, and the cookie to set. */
export interface LoginResult {
  session: AuthSession;
  refresh: Pick<IssuedSession, 'refreshToken' | 'refreshExpiresAt'>;
}

export class InvalidRefreshTokenError extends DomainError {
  constructor() {
    super(401, 'UNAUTHORIZED', 'Tu sesión ha caducado: inicia sesión de nuevo.');
  }
}

/** Issues, rotates and revokes sessions (refresh-token families) and their access tokens. */
@Injectable()
export class Sessions {
  constructor(private readonly tokens: AccessTokens) {}

  /** A new session for a login, inside the caller's transaction. */
  start(
    em: EntityManager,
    user: User,
    employeeId: string | null,
    client: ClientInfo,
  ): IssuedSession {
    const familyId = randomUUID();
    const expiresAt = new Date(Date.now() + SESSION_MAX_HOURS * 3600 * 1000);
    return this.issue(em, user, employeeId, familyId, expiresAt, client);
  }

  private issue(
    em: EntityManager,
    user: Pick<User, 'id' | 'tokenEpoch' | 'mustChangePassword'>,
    employeeId: string | null,
    familyId: string,
    expiresAt: Date,
    client: ClientInfo,
  ): IssuedSession {
    const secret = randomBytes(32).toString('base64url');
    const token = em.create(RefreshToken, {
      userId: user.id,
      familyId,
      tokenHash: hashRefreshSecret(secret),
      expiresAt,
      ip: client.ip?.slice(0, 64) ?? null,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    return {
      accessToken: this.tokens.sign({
        userId: user.id,
        employeeId,
        epoch: user.tokenEpoch,
        sessionId: familyId,
        mustChangePassword: user.mustChangePassword,
      }),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      refreshToken: formatRefreshToken(token.id, secret),
      refreshExpiresAt: expiresAt,
    };
  }

  /**
   * Uses a refresh token once and issues the next of its family. A token presented a second time
   * (stolen and replayed, or replayed by a thief after the owner refreshed) revokes the whole family.
   * Returns null when the token is unknown, expired or revoked; throws after revoking on reuse.
   */
  async rotate(
    em: EntityManager,
    presented: string,
    client: ClientInfo,
    load: (userId: string) => Promise<{
      user: Pick<User, 'id' | 'tokenEpoch' | 'active' | 'mustChangePassword'>;
      employeeId: string | null;
    } | null>,
  ): Promise<
    | { session: IssuedSession; userId: string }
    | { reused: true; userId: string; familyId: string }
    | null
  > {
    const parsed = parseRefreshToken(presented);
    if (!parsed) return null;
    const token = await em.findOne(RefreshToken, parsed.id, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    if (!token || token.tokenHash !== hashRefreshSecret(parsed.secret)) return null;
    if (token.usedAt || token.revokedAt) {
      if (token.usedAt && !token.revokedAt) {
        await this.revokeFamily(em, token.familyId, 'reuse_detected');
        return { reused: true, userId: token.userId, familyId: token.familyId };
      }
      return null;
    }
    if (token.expiresAt.getTime() <= Date.now()) return null;
    const owner = await load(token.userId);
    if (!owner || !owner.user.active) return null;
    token.usedAt = new Date();
    return {
      userId: token.userId,
      session: this.issue(
        em,
        owner.user,
        owner.employeeId,
        token.familyId,
        token.expiresAt,
        client,
      ),
    };
  }

  /** Revokes the family of a presented refresh token; its id (the session's), null if unknown. */
  async revokeFamilyOf(em: EntityManager, presented: string): Promise<string | null> {
    const parsed = parseRefreshToken(presented);
    if (!parsed) return null;
    const token = await em.findOne(RefreshToken, parsed.id);
    if (!token || token.tokenHash !== hashRefreshSecret(parsed.secret)) return null;
    await this.revokeFamily(em, token.familyId, 'logout');
    return token.familyId;
  }

  /** Revokes a family by its id, only if it is `userId`'s (a bearer token's session at logout). */
  async revokeFamilyOfUser(em: EntityManager, familyId: string, userId: string): Promise<void> {
    await runSql(
      em,
      `update refresh_token set revoked_at = now(), revoked_reason = 'logout'
        where family_id = $1 and user_id = $2 and revoked_at is null`,
      [familyId, userId],
      'run',
    );
  }

  async revokeFamily(em: EntityManager, familyId: string, reason: string): Promise<void> {
    await runSql(
      em,
      'update refresh_token set revoked_at = now(), revoked_reason = $1 where family_id = $2 and revoked_at is null',
      [reason, familyId],
      'run',
    );
  }

  async revokeAllOf(em: EntityManager, userId: string, reason: string): Promise<void> {
    await runSql(
      em,
      'update refresh_token set revoked_at = now(), revoked_reason = $1 where user_id = $2 and revoked_at is null',
      [reason, userId],
      'run',
    );
  }
}
