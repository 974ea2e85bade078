import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type Paginated, type UserSummary } from '@px/contracts';
import { type UserListFilter, UsersReader } from './users-reader';

export { type UserListFilter } from './users-reader';

/** The administrators' user list (/admin/users-permissions): search, active filter, pages. */
export class ListUsersQuery extends Query<Paginated<UserSummary>> {
  constructor(readonly filter: UserListFilter) {
    super();
  }
}

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, Paginated<UserSummary>> {
  constructor(private readonly reader: UsersReader) {}

  execute({ filter }: ListUsersQuery): Promise<Paginated<UserSummary>> {
    return this.reader.list(filter);
  }
}
