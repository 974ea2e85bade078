import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type RoleRef } from '@px/contracts';
import { AccessReader } from './access-reader';

export interface UserRoles {
  user_id: string;
  /** Highest priority first. */
  roles: RoleRef[];
}

/** The roles of several users at once (a page of the users list); users without roles are absent. */
export class GetRolesOfUsersQuery extends Query<UserRoles[]> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}

@QueryHandler(GetRolesOfUsersQuery)
export class GetRolesOfUsersHandler implements IQueryHandler<GetRolesOfUsersQuery, UserRoles[]> {
  constructor(private readonly reader: AccessReader) {}

  execute({ userIds }: GetRolesOfUsersQuery): Promise<UserRoles[]> {
    if (!userIds.length) return Promise.resolve([]);
    return this.reader.rolesOfUsers(userIds);
  }
}
