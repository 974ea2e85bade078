import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetUserRolesQuery } from '@px/access';
import { isAdminRoleName } from '@px/contracts';
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
    private readonly queries: QueryBus,
    private readonly permissions: PermissionResolver,
  ) {
    super();
  }

  async authenticate(token: string): Promise<RealtimePrincipal | null> {
    const principal = this.tokens.verify(token);
    if (!principal || !(await this.sessions.isValid(principal))) return null;
    const [roles, granted] = await Promise.all([
      this.queries.execute(new GetUserRolesQuery(principal.userId)),
      this.permissions.resolve(principal.userId),
    ]);
    return {
      userId: principal.userId,
      employeeId: principal.employeeId,
      isAdmin: roles.some((role) => isAdminRoleName(role.name)),
      permissions: granted.permissions,
    };
  }
}
