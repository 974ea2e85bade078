import { Injectable } from '@nestjs/common';
import {
  DatabaseSignals,
  type Principal,
  SessionValidator,
  SignalledCache,
  SqlClient,
} from '@px/platform';
import { SessionRevocations } from './session-revocations';

interface SessionState {
  active: boolean;
  token_epoch: number;
}

/**
 * A token is honoured only while its user is active, its epoch is the user's current one and its
 * session has not ended: a password change or a deactivation ends every session of the user at
 * once, a logout or a replayed refresh token that one session (SessionRevocations), access tokens
 * included.
 *
 * Every request asks, so the answer is kept in memory and forgotten when the user's row signals
 * a change of either column (migration 20261122050000, px_user_session). This process's own
 * changes forget at once through forget(); another process's within the signal's delivery.
 */
@Injectable()
export class UserSessionValidator extends SessionValidator {
  private readonly states: SignalledCache<SessionState | null>;

  constructor(
    private readonly sql: SqlClient,
    signals: DatabaseSignals,
    private readonly revocations: SessionRevocations,
  ) {
    super();
    this.states = new SignalledCache(signals, 'px_user_session');
  }

  async isValid(principal: Principal): Promise<boolean> {
    if (!(await this.userHonours(principal))) return false;
    return !(await this.revocations.isRevoked(principal.sessionId));
  }

  override isKnownValid(principal: Principal): boolean {
    return (
      honours(this.states.peek(principal.userId) ?? null, principal) &&
      this.revocations.peek(principal.sessionId) === false
    );
  }

  private async userHonours(principal: Principal): Promise<boolean> {
    const load = () =>
      this.sql.one<SessionState>('select active, token_epoch from app_user where id = $1', [
        principal.userId,
      ]);
    if (honours(await this.states.get(principal.userId, load), principal)) return true;
    // Only a yes is taken from memory: a no (a token newer than the copy, say, issued by another
    // process a moment before its signal arrives) is asked of the row again.
    this.states.forget(principal.userId);
    return honours(await this.states.get(principal.userId, load), principal);
  }

  /** After a commit that deactivated the user or bumped their epoch. */
  forget(userId: string): void {
    this.states.forget(userId);
  }
}

function honours(state: SessionState | null, principal: Principal): boolean {
  return !!state && state.active && state.token_epoch === principal.epoch;
}
