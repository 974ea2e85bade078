import { Injectable } from '@nestjs/common';
import { AccessTokenStrategy } from './access-token.strategy';
import { type Principal } from './principal';

/**
 * Who an Authorization header speaks for, through the one access-token strategy: the guard, the
 * not-modified answers (installNotModifiedAnswers), the realtime handshake and logout ask it.
 */
@Injectable()
export class Authenticator {
  constructor(private readonly strategy: AccessTokenStrategy) {}

  /**
   * The principal when memory alone can tell (a token verified before, a session known valid);
   * null means ask principalOf, not refuse.
   */
  knownPrincipalOf(authorization: string | string[] | undefined): Principal | null {
    return this.strategy.knownPrincipalOf(authorization);
  }

  principalOf(authorization: string | string[] | undefined): Promise<Principal | null> {
    return this.strategy.principalOf(authorization);
  }
}
