import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetUserRolesQuery } from '@px/access';
import { type AuthUser, isAdminRoleName } from '@px/contracts';
import { NotFoundError, SqlClient } from '@px/platform';
import { GetEmployeeForUserQuery } from '@px/workforce';
import { fullName } from '../domain/display-name';

interface UserRow extends Record<string, unknown> {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  active: boolean;
  must_change_password: boolean;
}

/** SPEC §3 user (behind GetCurrentUserQuery, and what login-like commands answer): profile, highest-priority role, all roles and the linked employee. */
@Injectable()
export class CurrentUserReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  async get(userId: string): Promise<AuthUser> {
    const [[user], roles, employee] = await Promise.all([
      this.sql.query<UserRow>(
        `select id, email, first_name, last_name, avatar_url, active, must_change_password
           from app_user where id = $1`,
        [userId],
      ),
      this.queries.execute(new GetUserRolesQuery(userId)),
      this.queries.execute(new GetEmployeeForUserQuery(userId)),
    ]);
    if (!user) throw new NotFoundError('El usuario no existe.');
    return {
      id: user.id,
      email: user.email,
      full_name: fullName(user.first_name, user.last_name),
      first_name: user.first_name,
      last_name: user.last_name,
      avatar_url: user.avatar_url,
      role: roles[0] ?? null,
      roles,
      employee_id: employee?.id ?? null,
      employee,
      is_admin: roles.some((role) => isAdminRoleName(role.name)),
      must_change_password: user.must_change_password,
      active: user.active,
    };
  }
}
