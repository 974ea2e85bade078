import { Injectable } from '@nestjs/common';
import { type UserPermissionsPayload } from '@px/contracts';
import {
  Cache,
  type PermissionResolver,
  type PermissionSet,
  forgetInRequest,
  memoizeInRequest,
} from '@px/platform';
import { type EffectivePermissions, effectivePermissions } from '../domain/access-rules';
import { AccessReader } from './access-reader';

/** SPEC §4: a user's permissions are cached for 10 minutes and invalidated on any role change. */
export const PERMISSIONS_CACHE_TTL_SECONDS = 10 * 60;
const VERSION_KEY = 'access:version';
const MEMO_PREFIX = 'access:permissions:';

interface CachedGrants {
  roles: UserPermissionsPayload['roles'];
  permissions: string[];
}

/**
 * Effective permissions of a user, cached in Redis under a global access version: any change to
 * roles, role permissions or user roles bumps the version, so every cached entry is stale at once.
 */
@Injectable()
export class AccessPermissionResolver implements PermissionResolver {
  constructor(
    private readonly reader: AccessReader,
    private readonly cache: Cache,
  ) {}

  async grants(userId: string): Promise<CachedGrants> {
    const version = await this.cache.getCounter(VERSION_KEY);
    const key = `access:v${version}:user:${userId}`;
    const cached = await this.cache.getJson<CachedGrants>(key);
    if (cached) return cached;
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
    const grants: CachedGrants = {
      roles: [...roles.values()],
      permissions: [...permissions].sort(),
    };
    await this.cache.setJson(key, grants, PERMISSIONS_CACHE_TTL_SECONDS);
    return grants;
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
  async invalidateAll(): Promise<void> {
    await this.cache.increment(VERSION_KEY);
    forgetInRequest(MEMO_PREFIX);
  }
}
