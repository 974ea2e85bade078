import { Injectable } from '@nestjs/common';
import {
  type ModuleInfo,
  type PageCategoryInfo,
  type PermissionInfo,
  type RoleInfo,
  type RoleRef,
} from '@px/contracts';
import { SqlClient } from '@px/platform';
import { type PageRow } from '../domain/navigation-rules';

export interface UserGrantRow {
  role_id: string;
  role_name: string;
  role_display_name: string;
  role_priority: number;
  permission: string | null;
}

const PAGE_COLUMNS = `id, display_name, path, icon, description, sort_order, category_id, is_active,
  required_permission, admin_only, show_in_menu`;

/** Read side of access control: plain SQL shaped as the API answers it. */
@Injectable()
export class AccessReader {
  constructor(private readonly db: SqlClient) {}

  private sql<T extends object>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.db.query<T & Record<string, unknown>>(query, params);
  }

  userGrants(userId: string): Promise<UserGrantRow[]> {
    return this.sql<UserGrantRow>(
      `select r.id as role_id, r.name as role_name, r.display_name as role_display_name,
              r.priority as role_priority, p.name as permission
         from user_role ur
         join role r on r.id = ur.role_id
         left join role_permission rp on rp.role_id = r.id
         left join permission p on p.id = rp.permission_id and p.is_active
        where ur.user_id = $1
        order by r.priority desc, r.name`,
      [userId],
    );
  }

  async userRoles(userId: string): Promise<RoleRef[]> {
    return this.sql<RoleRef>(
      `select r.id, r.name, r.display_name from user_role ur join role r on r.id = ur.role_id
        where ur.user_id = $1 order by r.priority desc, r.name`,
      [userId],
    );
  }

  /** The roles of each of these users, highest priority first; users without roles are absent. */
  rolesOfUsers(userIds: readonly string[]): Promise<{ user_id: string; roles: RoleRef[] }[]> {
    return this.sql<{ user_id: string; roles: RoleRef[] }>(
      `select ur.user_id,
              json_agg(json_build_object('id', r.id, 'name', r.name, 'display_name', r.display_name)
                       order by r.priority desc, r.name) as roles
         from user_role ur join role r on r.id = ur.role_id
        where ur.user_id = any ($1::uuid[])
        group by ur.user_id`,
      [userIds],
    );
  }

  permissions(): Promise<PermissionInfo[]> {
    return this.sql<PermissionInfo>(
      `select p.id, p.name, p.resource, p.action, p.display_name, p.description, p.is_active,
              json_build_object('id', m.id, 'name', m.name, 'display_name', m.display_name) as module
         from permission p join access_module m on m.id = p.module_id
        order by m.sort_order, m.name, p.name`,
    );
  }

  rolePermissions(roleId: string): Promise<PermissionInfo[]> {
    return this.sql<PermissionInfo>(
      `select p.id, p.name, p.resource, p.action, p.display_name, p.description, p.is_active,
              json_build_object('id', m.id, 'name', m.name, 'display_name', m.display_name) as module
         from role_permission rp
         join permission p on p.id = rp.permission_id
         join access_module m on m.id = p.module_id
        where rp.role_id = $1
        order by m.sort_order, m.name, p.name`,
      [roleId],
    );
  }

  roles(): Promise<RoleInfo[]> {
    return this.sql<RoleInfo>(
      `select r.id, r.name, r.display_name, r.description, r.priority, r.is_system,
              (select count(*)::int from user_role ur where ur.role_id = r.id) as user_count,
              (select count(*)::int from role_permission rp where rp.role_id = r.id) as permission_count
         from role r order by r.priority desc, r.name`,
    );
  }

  async role(idOrName: string): Promise<RoleInfo | null> {
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrName);
    const roles = await this.roles();
    return (
      roles.find((role) =>
        isUuid ? role.id === idOrName : role.name.toLowerCase() === idOrName.toLowerCase(),
      ) ?? null
    );
  }

  modules(): Promise<ModuleInfo[]> {
    return this.sql<ModuleInfo>(
      `select id, name, display_name, description, icon, sort_order, is_active
         from access_module order by sort_order, name`,
    );
  }

  pages(): Promise<PageRow[]> {
    return this.sql<PageRow>(`select ${PAGE_COLUMNS} from page order by sort_order, path`);
  }

  async page(id: string): Promise<PageRow | null> {
    const [row] = await this.sql<PageRow>(`select ${PAGE_COLUMNS} from page where id = $1`, [id]);
    return row ?? null;
  }

  categories(): Promise<PageCategoryInfo[]> {
    return this.sql<PageCategoryInfo>(
      `select id, name, display_name, description, icon, sort_order from page_category order by sort_order, name`,
    );
  }

  async category(id: string): Promise<PageCategoryInfo | null> {
    const [row] = await this.sql<PageCategoryInfo>(
      `select id, name, display_name, description, icon, sort_order from page_category where id = $1`,
      [id],
    );
    return row ?? null;
  }
}
