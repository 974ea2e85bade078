import { Injectable } from '@nestjs/common';
import { type UserPermissionsPayload } from '@px/contracts';
import {
  DatabaseSignals,
  type PermissionResolver,
  type PermissionSet,
  SignalledCache,
} from '@px/platform';
import { type EffectivePermissions, effectivePermissions } from './domain/access-rules';
import { AccessReader } from './queries/access-reader';

interface CachedGrants {
  roles: UserPermissionsPayload['roles'];
  permissions: string[];
}

/** A user's grants as read, and what they amount to (computed once, not per request). */
interface KnownGrants {
  grants: CachedGrants;
  effective: EffectivePermissions;
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
  private readonly local: SignalledCache<KnownGrants>;

  constructor(
    private readonly reader: AccessReader,
    signals: DatabaseSignals,
  ) {
    this.local = new SignalledCache(signals, 'px_access');
  }

  async grants(userId: string): Promise<CachedGrants> {
    return (await this.entry(userId)).grants;
  }

  private entry(userId: string): Promise<KnownGrants> {
    return this.local.get(userId, () => this.readGrants(userId));
  }

  private async readGrants(userId: string): Promise<KnownGrants> {
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
    const grants = { roles: [...roles.values()], permissions: [...permissions].sort() };
    const effective = effectivePermissions(
      Object.freeze(grants.roles.map((role) => role.name)) as string[],
      grants.permissions,
    );
    return { grants, effective };
  }

  async effective(userId: string): Promise<EffectivePermissions> {
    return (await this.entry(userId)).effective;
  }

  /** Read from the tables now, past the cache (for work that follows a change it may predate). */
  async current(userId: string): Promise<PermissionSet> {
    return (await this.readGrants(userId)).effective;
  }

  resolve(userId: string): Promise<PermissionSet> {
    return this.effective(userId);
  }

  known(userId: string): PermissionSet | undefined {
    return this.local.peek(userId)?.effective;
  }

  /** After any change to roles or their permissions. */
  invalidateAll(): void {
    this.local.clear();
  }
}
