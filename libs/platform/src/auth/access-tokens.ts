import { type KeyObject, createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, type AppConfig } from '../config';
import { type Principal } from './principal';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_TOKEN_ISSUER = 'px-taller';
export const ACCESS_TOKEN_AUDIENCE = 'px-taller-api';

/** What an access token says, besides the registered claims (iss, aud, iat, exp). */
export interface AccessTokenClaims {
  sub: string;
  emp: string | null;
  epoch: number;
  sid: string;
  /** Present (true) only while the password must be changed. */
  mcp?: true;
}

/** Issues the short-lived JWT access tokens (HS256); AccessTokenStrategy checks them. */
@Injectable()
export class AccessTokens {
  /** Built once: handing jsonwebtoken the raw string makes it derive a key object on every call. */
  private readonly key: KeyObject;

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
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    });
  }
}

/**
 * The principal a verified token's payload names, or null when a claim is missing or of the wrong
 * type (a token signed with our key but not by AccessTokens.sign).
 */
export function principalFromClaims(
  claims: Partial<AccessTokenClaims> & { exp?: unknown },
): Principal | null {
  if (
    typeof claims.sub !== 'string' ||
    typeof claims.epoch !== 'number' ||
    typeof claims.sid !== 'string' ||
    typeof claims.exp !== 'number'
  )
    return null;
  return {
    userId: claims.sub,
    employeeId: typeof claims.emp === 'string' ? claims.emp : null,
    epoch: claims.epoch,
    sessionId: claims.sid,
    ...(claims.mcp === true ? { mustChangePassword: true } : {}),
  };
}

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return match ? match[1] : null;
}
