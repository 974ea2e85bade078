import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';

export interface EmployeeRef {
  id: string;
  code: string;
  full_name: string;
  trade: string;
}

/** The employee record linked to a user, for the session and the realtime rooms. */
export class GetEmployeeForUserQuery extends Query<EmployeeRef | null> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetEmployeeForUserQuery)
export class GetEmployeeForUserHandler implements IQueryHandler<
  GetEmployeeForUserQuery,
  EmployeeRef | null
> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetEmployeeForUserQuery): Promise<EmployeeRef | null> {
    const [row] = await this.em.getConnection().execute<EmployeeRef[]>(
      `select id, code, trim(first_name || ' ' || last_name) as full_name, trade
         from employee where user_id = ? and active`,
      [userId],
    );
    return row ?? null;
  }
}
