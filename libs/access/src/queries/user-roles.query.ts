import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type RoleRef } from '@px/contracts';
import { AccessReader } from './access-reader';

/** A user's roles, highest priority first: the public read of access for other domains. */
export class GetUserRolesQuery extends Query<RoleRef[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetUserRolesQuery)
export class GetUserRolesHandler implements IQueryHandler<GetUserRolesQuery, RoleRef[]> {
  constructor(private readonly reader: AccessReader) {}

  execute({ userId }: GetUserRolesQuery): Promise<RoleRef[]> {
    return this.reader.userRoles(userId);
  }
}
