import { type EntityManager } from '@mikro-orm/postgresql';
import {
  type AccessCatalogue,
  mergeCatalogues,
  permissionsOf,
  runSql,
  type SqlRunResult,
} from '@px/platform';
import { ROLES, defaultPermissionsOf } from '../catalogue/roles.catalogue';

export interface CatalogueSyncReport {
  modules: number;
  permissions: number;
  roles: number;
  categories: number;
  pages: number;
}

/**
 * Brings the reference data of access control up to the modules' catalogue (their manifests'
 * `access`, merged): adds missing permission modules, permissions, system roles (with their default
 * permissions), page categories and pages. A permission new to this installation (a new module, or
 * a right split off an old one, such as work_orders.items.price) goes to the system roles whose
 * defaults hold it, once, so an upgrade keeps every role doing what it did; after that, and for
 * everything else administrators may have edited, existing rows are left alone. Idempotent; run
 * by `npm run migrate`.
 */
export async function syncAccessCatalogue(
  em: EntityManager,
  catalogue: AccessCatalogue,
): Promise<CatalogueSyncReport> {
  const { permissions: groups, pageCategories, pages } = mergeCatalogues([catalogue]);
  const permissions = permissionsOf(catalogue);
  const permissionNames = permissions.map((permission) => permission.name);
  const report: CatalogueSyncReport = {
    modules: 0,
    permissions: 0,
    roles: 0,
    categories: 0,
    pages: 0,
  };
  const count = (result: SqlRunResult) => result.affectedRows;

  for (const module of groups) {
    report.modules += count(
      await runSql(
        em,
        `insert into access_module (name, display_name, icon, sort_order) values ($1, $2, $3, $4)
         on conflict (name) do nothing`,
        [module.name, module.display_name, module.icon, module.sort_order],
        'run',
      ),
    );
  }
  const added: string[] = [];
  for (const permission of permissions) {
    const inserted = await runSql<{ name: string }>(
      em,
      `insert into permission (name, module_id, resource, action, display_name)
       select $1, id, $2, $3, $4 from access_module where name = $5
       on conflict (name) do nothing returning name`,
      [
        permission.name,
        permission.resource,
        permission.action,
        permission.display_name,
        permission.group,
      ],
    );
    added.push(...inserted.map((row) => row.name));
  }
  report.permissions = added.length;
  for (const role of ROLES) {
    const granted = defaultPermissionsOf(role, added);
    if (granted.length === 0) continue;
    await runSql(
      em,
      `insert into role_permission (role_id, permission_id)
       select r.id, p.id from role r join permission p on p.name in ($2)
        where lower(r.name) = lower($1) and r.is_system
       on conflict do nothing`,
      [role.name, granted],
      'run',
    );
  }
  for (const role of ROLES) {
    const inserted = await runSql<{ id: string }>(
      em,
      `insert into role (name, display_name, description, priority, is_system) values ($1, $2, $3, $4, true)
       on conflict (lower(name)) do nothing returning id`,
      [role.name, role.display_name, role.description, role.priority],
    );
    if (inserted.length === 0) continue;
    report.roles++;
    await runSql(
      em,
      `insert into role_permission (role_id, permission_id) select $1, id from permission where name in ($2)`,
      [inserted[0].id, defaultPermissionsOf(role, permissionNames)],
      'run',
    );
  }
  for (const category of pageCategories) {
    report.categories += count(
      await runSql(
        em,
        `insert into page_category (name, display_name, icon, sort_order) values ($1, $2, $3, $4)
         on conflict (name) do nothing`,
        [category.name, category.display_name, category.icon, category.sort_order],
        'run',
      ),
    );
  }
  for (const page of pages) {
    report.pages += count(
      await runSql(
        em,
        `insert into page (path, display_name, description, icon, sort_order, category_id, required_permission,
                           admin_only, show_in_menu)
         select $1, $2, $3, $4, $5, (select id from page_category where name = $6), $7, $8, $9
         on conflict (path) do nothing`,
        [
          page.path,
          page.display_name,
          page.description ?? null,
          page.icon,
          page.sort_order,
          page.category,
          page.permission,
          page.admin_only ?? false,
          !page.hidden,
        ],
        'run',
      ),
    );
  }
  return report;
}
