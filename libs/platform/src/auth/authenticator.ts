import { Injectable } from '@nestjs/common';
import { AccessTokens, bearerToken } from './access-tokens';
import { type Principal, SessionValidator } from './principal';

/**
 * Who an Authorization header speaks for: a valid, unexpired access token whose user is active
 * with the token's epoch. The guard and the not-modified answers (installNotModifiedAnswers) ask it.
 */
@Injectable()
export class Authenticator {
  constructor(
    private readonly tokens: AccessTokens,
    private readonly sessions: SessionValidator,
  ) {}

  /**
   * The principal when memory alone can tell (a token verified before, a session known valid);
   * null means ask principalOf, not refuse.
   */
  knownPrincipalOf(authorization: string | string[] | undefined): Principal | null {
    const principal = this.claimedBy(authorization);
    return principal && this.sessions.isKnownValid(principal) ? principal : null;
  }

  async principalOf(authorization: string | string[] | undefined): Promise<Principal | null> {
    const principal = this.claimedBy(authorization);
    return principal && (await this.sessions.isValid(principal)) ? principal : null;
  }

  /** The principal a bearer token names, before its session is checked. */
  private claimedBy(authorization: string | string[] | undefined): Principal | null {
    const token = bearerToken(authorization);
    return token ? this.tokens.verify(token) : null;
  }
}
