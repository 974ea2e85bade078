import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type UserName, UserNameDirectory } from './user-names-reader';

export { type UserName } from './user-names-reader';

/**
 * Display names of users by id, for "recorded by" columns in other modules' histories. Inactive
 * users keep their name: a reading they recorded last year is still theirs.
 */
export class GetUserNamesQuery extends Query<UserName[]> {
  constructor(readonly ids: string[]) {
    super();
  }
}

@QueryHandler(GetUserNamesQuery)
export class GetUserNamesHandler implements IQueryHandler<GetUserNamesQuery, UserName[]> {
  constructor(private readonly directory: UserNameDirectory) {}

  execute({ ids }: GetUserNamesQuery): Promise<UserName[]> {
    return this.directory.names(ids);
  }
}
