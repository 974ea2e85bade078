import { Injectable } from '@nestjs/common';
import { RealtimeAdmission } from '@px/platform';
import { SessionRevocations } from './session-revocations';
import { UserSessionValidator } from './session-validator';

/**
 * What follows, after the commit, when sessions end: no process honours their access tokens any
 * more and their open sockets close. Called after the commit, never inside it: a rollback must not
 * have ended anything.
 */
@Injectable()
export class SessionEndings {
  constructor(
    private readonly validator: UserSessionValidator,
    private readonly revocations: SessionRevocations,
    private readonly realtime: RealtimeAdmission,
  ) {}

  /** A password change or reset, or a deactivation: every session of the user (its epoch moved). */
  allOf(userId: string): void {
    this.validator.forget(userId);
    this.realtime.endUser(userId);
  }

  /** A logout, or a refresh family revoked because a token of it was replayed: that session. */
  async one(sessionId: string): Promise<void> {
    await this.revocations.revoke([sessionId]);
    this.realtime.endSession(sessionId);
  }
}
