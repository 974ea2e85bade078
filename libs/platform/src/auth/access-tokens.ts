import { type KeyObject, createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, type AppConfig } from '../config';
import { type Principal } from './principal';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'px-taller';
const AUDIENCE = 'px-taller-api';
/** Past this many verified tokens in memory, start again from empty. */
const MAX_VERIFIED_TOKENS = 10_000;

interface AccessTokenClaims {
  sub: string;
  emp: string | null;
  epoch: number;
  sid: string;
  /** Present (true) only while the password must be changed. */
  mcp?: true;
}

/** Short-lived JWT access tokens (HS256), the same check for HTTP and the realtime handshake. */
@Injectable()
export class AccessTokens {
  /** Built once: handing jsonwebtoken the raw string makes it derive a key object on every call. */
  private readonly key: KeyObject;
  /**
   * Tokens whose signature and claims were checked, with their expiry (seconds): the check is a
   * pure function of the token's text, so the same text needs it once. Refusals are not kept.
   */
  private readonly verified = new Map<string, { principal: Principal; expiresAt: number }>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  sign(principal: Principal): string {
    const claims: AccessTokenClaims = {
      sub: principal.userId,
      emp: principal.employeeId,
      epoch: principal.epoch,
      sid: principal.sessionId,
      ...(principal.mustChangePassword ? { mcp: true as const } : {}),
    };
    return jwt.sign(claims, this.key, {
      algorithm: 'HS256',
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      issuer: ISSUER,
      audience: AUDIENCE,
    });
  }

  /** The principal of a valid, unexpired token; null for anything else (never throws). */
  verify(token: string): Principal | null {
    const known = this.verified.get(token);
    if (known) {
      // jsonwebtoken's own rule: expired once the current second reaches `exp`.
      if (Math.floor(Date.now() / 1000) < known.expiresAt) return { ...known.principal };
      this.verified.delete(token);
      return null;
    }
    const checked = this.check(token);
    if (!checked) return null;
    if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.clear();
    this.verified.set(token, checked);
    return { ...checked.principal };
  }

  private check(token: string): { principal: Principal; expiresAt: number } | null {
    try {
      const claims = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      }) as jwt.JwtPayload & Partial<AccessTokenClaims>;
      if (
        typeof claims.sub !== 'string' ||
        typeof claims.epoch !== 'number' ||
        typeof claims.sid !== 'string' ||
        typeof claims.exp !== 'number'
      ) {
        return null;
      }
      const principal: Principal = {
        userId: claims.sub,
        employeeId: claims.emp ?? null,
        epoch: claims.epoch,
        sessionId: claims.sid,
        ...(claims.mcp === true ? { mustChangePassword: true } : {}),
      };
      return { principal, expiresAt: claims.exp };
    } catch {
      return null;
    }
  }
}

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return match ? match[1] : null;
}
