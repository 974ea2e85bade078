import { Injectable } from '@nestjs/common';
import {
  Authenticator,
  PermissionResolver,
  RealtimeAuthenticator,
  type RealtimePrincipal,
} from '@px/platform';

/** The realtime handshake runs the same token check as HTTP (DESIGN §5). */
@Injectable()
export class AccessTokenRealtimeAuthenticator extends RealtimeAuthenticator {
  constructor(
    private readonly authenticator: Authenticator,
    private readonly permissions: PermissionResolver,
  ) {
    super();
  }

  async authenticate(token: string): Promise<RealtimePrincipal | null> {
    const principal = await this.authenticator.principalOf(`Bearer ${token}`);
    if (!principal) return null;
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
