import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { type Paginated, type UserSummary } from '@px/contracts';

export interface UserListFilter {
  search?: string;
  active?: boolean;
  page: number;
  limit: number;
}

const SELECT = `
  select u.id, u.email, trim(u.first_name || ' ' || u.last_name) as full_name, u.first_name, u.last_name,
         u.active, u.must_change_password, u.last_login_at, u.created_at,
         (select e.id from employee e where e.user_id = u.id) as employee_id,
         coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'display_name', r.display_name)
                                   order by r.priority desc)
                     from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json) as roles
    from app_user u`;

/** The administrators' user list: search over name and e-mail (accent-insensitive), paginated. */
@Injectable()
export class UsersReader {
  constructor(private readonly orm: MikroORM) {}

  async list(filter: UserListFilter): Promise<Paginated<UserSummary>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.search?.trim()) {
      where.push(
        `lower(px_unaccent(u.first_name || ' ' || u.last_name || ' ' || u.email)) like '%' || lower(px_unaccent(?)) || '%'`,
      );
      params.push(filter.search.trim().replace(/[\\%_]/g, '\\$&'));
    }
    if (filter.active !== undefined) {
      where.push('u.active = ?');
      params.push(filter.active);
    }
    const clause = where.length ? ` where ${where.join(' and ')}` : '';
    const connection = this.orm.em.getConnection();
    const [rows, [{ total }]] = await Promise.all([
      connection.execute<UserSummary[]>(
        `${SELECT}${clause} order by u.first_name, u.last_name, u.email limit ? offset ?`,
        [...params, filter.limit, (filter.page - 1) * filter.limit],
      ),
      connection.execute<{ total: number }[]>(
        `select count(*)::int as total from app_user u${clause}`,
        params,
      ),
    ]);
    return { data: rows, pagination: { page: filter.page, limit: filter.limit, total } };
  }

  async get(id: string): Promise<UserSummary | null> {
    const [row] = await this.orm.em
      .getConnection()
      .execute<UserSummary[]>(`${SELECT} where u.id = ?`, [id]);
    return row ?? null;
  }
}
