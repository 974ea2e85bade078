import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AuthUser } from '@px/contracts';
import { CurrentUserReader } from './current-user-reader';

/** SPEC §3 user: profile, highest-priority role, all roles and the linked employee. */
export class GetCurrentUserQuery extends Query<AuthUser> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery, AuthUser> {
  constructor(private readonly reader: CurrentUserReader) {}

  execute({ userId }: GetCurrentUserQuery): Promise<AuthUser> {
    return this.reader.get(userId);
  }
}
