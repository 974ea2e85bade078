import { DomainEvent } from '@px/platform';

/** A user's roles changed (assigned, removed or replaced). */
export class UserRolesChanged extends DomainEvent<{
  role_ids: string[];
  previous_role_ids: string[];
}> {
  static readonly TYPE = 'UserRolesChanged';
  readonly type = UserRolesChanged.TYPE;
  readonly aggregateType = 'user';
}

/** A role's permission set changed. */
export class RolePermissionsChanged extends DomainEvent<{ added: string[]; removed: string[] }> {
  static readonly TYPE = 'RolePermissionsChanged';
  readonly type = RolePermissionsChanged.TYPE;
  readonly aggregateType = 'role';
}
