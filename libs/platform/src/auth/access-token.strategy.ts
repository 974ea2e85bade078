import { Inject, Injectable, Optional } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type AccessTokenClaims,
  bearerToken,
  principalFromClaims,
} from './access-tokens';
import { type Principal, SessionValidator } from './principal';

export const ACCESS_TOKEN_STRATEGY = 'access-token';

/** What the strategy reads of a request: HTTP's and the realtime handshake's alike. */
export interface TokenRequest {
  headers: { authorization?: string | string[] };
}

/** Without identity's session store every session is unknown: no token is accepted. */
const NO_SESSIONS: SessionValidator = {
  isValid: async () => false,
  isKnownValid: () => false,
};

/** Past this many verified tokens in memory, start again from empty. */
const MAX_VERIFIED_TOKENS = 10_000;

/** The calls passport gives a strategy for one authentication (passport-strategy's augment). */
interface StrategyRun {
  success(user: Principal): void;
  fail(challenge?: unknown): void;
  error(error: unknown): void;
}

/**
 * The one check of an access token (DESIGN §5), for HTTP guards and the realtime handshake:
 * passport-jwt verifies it (HS256 only, issuer and audience, expiry), then `validate` asks the live
 * session (active user, current epoch, session not ended). Verification is a pure function of the
 * token's text, so a token verified once is remembered until it expires: its next requests go
 * straight to the session check, which keeps authentication within a few microseconds.
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, ACCESS_TOKEN_STRATEGY) {
  /** Tokens whose signature and claims were checked, with their expiry (seconds). */
  private readonly verified = new Map<string, { principal: Principal; expiresAt: number }>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    // identity provides it; a process without identity (a test platform) authenticates no one.
    @Optional() private readonly sessions: SessionValidator = NO_SESSIONS,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      passReqToCallback: true,
    });
  }

  /** passport-jwt's verify callback: the payload of a token whose signature and claims held. */
  async validate(
    req: TokenRequest,
    payload: Partial<AccessTokenClaims> & { exp?: number },
  ): Promise<Principal | false> {
    const principal = principalFromClaims(payload);
    if (!principal) return false;
    const token = bearerToken(req.headers.authorization);
    if (token) this.remember(token, principal, payload.exp as number);
    return (await this.sessions.isValid(principal)) ? { ...principal } : false;
  }

  /** A token verified before skips passport-jwt's verification; anything else goes through it. */
  override authenticate(
    this: AccessTokenStrategy & StrategyRun,
    req: TokenRequest,
    options?: unknown,
  ): void {
    const token = bearerToken(req.headers.authorization);
    const known = token ? this.knownClaims(token) : undefined;
    if (known === undefined) {
      // passport-jwt reads only the Authorization header (typed as an Express request).
      super.authenticate(req as never, options as never);
      return;
    }
    if (!known) {
      this.fail();
      return;
    }
    this.sessions.isValid(known).then(
      (valid) => (valid ? this.success(known) : this.fail()),
      (error: unknown) => this.error(error),
    );
  }

  /**
   * Runs the strategy on an Authorization header, as passport does on a request: the principal,
   * or null for a missing, invalid or expired token or an ended session. A failure to reach the
   * session store rejects (a 503, not a 401).
   */
  principalOf(authorization: string | string[] | undefined): Promise<Principal | null> {
    return new Promise((resolve, reject) => {
      const run = Object.create(this) as AccessTokenStrategy & StrategyRun;
      run.success = (user) => resolve(user);
      run.fail = () => resolve(null);
      run.error = reject;
      run.authenticate({ headers: { authorization } });
    });
  }

  /** The principal when memory alone can tell (a token verified before, a session known valid). */
  knownPrincipalOf(authorization: string | string[] | undefined): Principal | null {
    const token = bearerToken(authorization);
    const known = token ? this.knownClaims(token) : undefined;
    return known && this.sessions.isKnownValid(known) ? known : null;
  }

  /** undefined: never verified here; null: verified but expired since; else a copy. */
  private knownClaims(token: string): Principal | null | undefined {
    const known = this.verified.get(token);
    if (!known) return undefined;
    // jsonwebtoken's own rule: expired once the current second reaches `exp`.
    if (Math.floor(Date.now() / 1000) < known.expiresAt) return { ...known.principal };
    this.verified.delete(token);
    return null;
  }

  private remember(token: string, principal: Principal, expiresAt: number): void {
    if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.clear();
    this.verified.set(token, { principal: { ...principal }, expiresAt });
  }
}
