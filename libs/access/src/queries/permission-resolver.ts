import { Injectable } from '@nestjs/common';
import { type UserPermissionsPayload } from '@px/contracts';
import {
  DatabaseSignals,
  type PermissionResolver,
  type PermissionSet,
  SignalledCache,
  forgetInRequest,
  memoizeInRequest,
} from '@px/platform';
import { type EffectivePermissions, effectivePermissions } from '../domain/access-rules';
import { AccessReader } from './access-reader';

const MEMO_PREFIX = 'access:permissions:';

interface CachedGrants {
  roles: UserPermissionsPayload['roles'];
  permissions: string[];
}

/**
 * Effective permissions of a user, asked on every request (SPEC §4: cached, invalidated on any
 * role change). Kept in process and forgotten the moment any role, permission, role grant or user
 * role changes: the tables signal it at commit (migration 20261122050000, px_access), whoever
 * wrote, and invalidateAll() forgets at once in the process that made the change. Stricter than
 * SPEC's 10-minute bound, and no Redis round trips on a request (docs/decisions.md).
 */
@Injectable()
export class AccessPermissionResolver implements PermissionResolver {
  private readonly local: SignalledCache<CachedGrants>;

  constructor(
    private readonly reader: AccessReader,
    signals: DatabaseSignals,
  ) {
    this.local = new SignalledCache(signals, 'px_access');
  }

  grants(userId: string): Promise<CachedGrants> {
    return this.local.get(userId, () => this.readGrants(userId));
  }

  private async readGrants(userId: string): Promise<CachedGrants> {
    const rows = await this.reader.userGrants(userId);
    const roles = new Map<string, UserPermissionsPayload['roles'][number]>();
    const permissions = new Set<string>();
    for (const row of rows) {
      roles.set(row.role_id, {
        id: row.role_id,
        name: row.role_name,
        display_name: row.role_display_name,
        priority: row.role_priority,
      });
      if (row.permission) permissions.add(row.permission);
    }
    return { roles: [...roles.values()], permissions: [...permissions].sort() };
  }

  async effective(userId: string): Promise<EffectivePermissions> {
    const grants = await this.grants(userId);
    return effectivePermissions(
      grants.roles.map((role) => role.name),
      grants.permissions,
    );
  }

  /** Once per request: the guard's resolution serves the handler too. */
  resolve(userId: string): Promise<PermissionSet> {
    return memoizeInRequest(`${MEMO_PREFIX}${userId}`, () => this.effective(userId));
  }

  /** After any change to roles or their permissions. */
  invalidateAll(): void {
    this.local.clear();
    forgetInRequest(MEMO_PREFIX);
  }
}
