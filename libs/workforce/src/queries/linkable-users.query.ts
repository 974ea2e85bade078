import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type LinkableUser } from '@px/contracts';
import { ListUsersQuery } from '@px/identity';

/** How many accounts the form's picker offers per search. */
export const LINKABLE_USERS_LIMIT = 20;

/**
 * The active user accounts an employee may be linked to (the form's picker), by name or e-mail,
 * asked of identity, with the employee each one is already linked to.
 */
export class ListLinkableUsersQuery extends Query<LinkableUser[]> {
  constructor(readonly search: string | undefined) {
    super();
  }
}

@QueryHandler(ListLinkableUsersQuery)
export class ListLinkableUsersHandler implements IQueryHandler<
  ListLinkableUsersQuery,
  LinkableUser[]
> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ search }: ListLinkableUsersQuery): Promise<LinkableUser[]> {
    const page = await this.queries.execute(
      new ListUsersQuery({ search, active: true, page: 1, limit: LINKABLE_USERS_LIMIT }),
    );
    return page.data.map((user) => ({
      id: user.id,
      email: user.email,
      full_name: user.full_name,
      employee_id: user.employee_id,
    }));
  }
}
