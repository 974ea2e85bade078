import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type UserSummary } from '@px/contracts';
import { NotFoundError } from '@px/platform';
import { UsersReader } from './users-reader';

/** One user as the administrators' list shows it; 404 when it does not exist. */
export class GetUserSummaryQuery extends Query<UserSummary> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetUserSummaryQuery)
export class GetUserSummaryHandler implements IQueryHandler<GetUserSummaryQuery, UserSummary> {
  constructor(private readonly reader: UsersReader) {}

  async execute({ userId }: GetUserSummaryQuery): Promise<UserSummary> {
    const user = await this.reader.get(userId);
    if (!user) throw new NotFoundError('El usuario no existe.');
    return user;
  }
}
