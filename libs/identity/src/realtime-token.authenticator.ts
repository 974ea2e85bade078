import { Injectable } from '@nestjs/common';
import {
  AccessTokens,
  PermissionResolver,
  RealtimeAuthenticator,
  type RealtimePrincipal,
} from '@px/platform';
import { UserSessionValidator } from './session-validator';

/** The realtime handshake runs the same token check as HTTP (DESIGN §5). */
@Injectable()
export class AccessTokenRealtimeAuthenticator extends RealtimeAuthenticator {
  constructor(
    private readonly tokens: AccessTokens,
    private readonly sessions: UserSessionValidator,
    private readonly permissions: PermissionResolver,
  ) {
    super();
  }

  async authenticate(token: string): Promise<RealtimePrincipal | null> {
    const principal = this.tokens.verify(token);
    if (!principal || !(await this.sessions.isValid(principal))) return null;
    const granted = await this.permissions.resolve(principal.userId);
    return {
      userId: principal.userId,
      employeeId: principal.employeeId,
      sessionId: principal.sessionId,
      isAdmin: granted.isAdmin,
      permissions: granted.permissions,
    };
  }
}
