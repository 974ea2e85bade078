import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type RoleInfo } from '@px/contracts';
import { AccessReader } from './access-reader';

/** Roles for /admin/permissions, highest priority first, with their user and permission counts. */
export class ListRolesWithCountsQuery extends Query<RoleInfo[]> {}

@QueryHandler(ListRolesWithCountsQuery)
export class ListRolesWithCountsHandler implements IQueryHandler<
  ListRolesWithCountsQuery,
  RoleInfo[]
> {
  constructor(private readonly reader: AccessReader) {}

  execute(): Promise<RoleInfo[]> {
    return this.reader.roles();
  }
}
