import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import { GetRolesOfUsersQuery } from '@px/access';
import { type Paginated, type UserSummary } from '@px/contracts';
import { SqlParams, escapeLike, pageOf, runSql, skipOf } from '@px/platform';
import { GetEmployeeLinksQuery } from '@px/workforce';

export interface UserListFilter {
  search?: string;
  active?: boolean;
  page: number;
  limit: number;
}

type UserRow = Omit<UserSummary, 'employee_id' | 'employee' | 'roles'>;

const SELECT = `
  select u.id, u.email, trim(u.first_name || ' ' || u.last_name) as full_name, u.first_name, u.last_name,
         u.active, u.awaiting_approval, u.must_change_password, u.last_login_at, u.created_at
    from app_user u`;

/**
 * The administrators' user list: search over name and e-mail (accent-insensitive), paginated.
 * Search, filter and order use only identity's columns; each page's employee links (workforce) and
 * roles (access) are then asked of their owners for just that page's users.
 */
@Injectable()
export class UsersReader {
  constructor(
    private readonly orm: MikroORM,
    private readonly queries: QueryBus,
  ) {}

  async list(filter: UserListFilter): Promise<Paginated<UserSummary>> {
    const where: string[] = [];
    const params = new SqlParams();
    if (filter.search?.trim()) {
      const text = params.add(escapeLike(filter.search.trim()));
      where.push(
        `lower(px_unaccent(u.first_name || ' ' || u.last_name || ' ' || u.email)) like '%' || lower(px_unaccent(${text})) || '%'`,
      );
    }
    if (filter.active !== undefined) where.push(`u.active = ${params.add(filter.active)}`);
    const clause = where.length ? ` where ${where.join(' and ')}` : '';
    const countParams = params.snapshot();
    const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
    const connection = this.orm.em.getConnection();
    const [rows, [{ total }]] = await Promise.all([
      runSql<UserRow>(
        connection,
        `${SELECT}${clause} order by u.first_name, u.last_name, u.email ${page}`,
        params.values,
      ),
      runSql<{ total: number }>(
        connection,
        `select count(*)::int as total from app_user u${clause}`,
        countParams,
      ),
    ]);
    return pageOf(await this.withLinks(rows), filter, total);
  }

  async get(id: string): Promise<UserSummary | null> {
    const rows = await runSql<UserRow>(this.orm.em.getConnection(), `${SELECT} where u.id = $1`, [
      id,
    ]);
    const [row] = await this.withLinks(rows);
    return row ?? null;
  }

  /** Each user's employee (active or not) and roles (highest priority first), from their owners. */
  private async withLinks(rows: UserRow[]): Promise<UserSummary[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const [employees, roles] = await Promise.all([
      this.queries.execute(new GetEmployeeLinksQuery(ids)),
      this.queries.execute(new GetRolesOfUsersQuery(ids)),
    ]);
    const employeeOf = new Map(employees.map((link) => [link.user_id, link]));
    const rolesOf = new Map(roles.map((entry) => [entry.user_id, entry.roles]));
    return rows.map((row) => {
      const link = employeeOf.get(row.id);
      return {
        ...row,
        employee_id: link?.employee_id ?? null,
        employee: link
          ? {
              id: link.employee_id,
              code: link.code,
              full_name: link.full_name,
              active: link.active,
            }
          : null,
        roles: rolesOf.get(row.id) ?? [],
      };
    });
  }
}
