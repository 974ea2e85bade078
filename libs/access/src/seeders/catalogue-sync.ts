import { type EntityManager } from '@mikro-orm/postgresql';
import { CATEGORIES, PAGES } from '../catalogue/pages.catalogue';
import { MODULES, catalogPermissions } from '../catalogue/permissions.catalogue';
import { ROLES, defaultPermissionsOf } from '../catalogue/roles.catalogue';

export interface CatalogueSyncReport {
  modules: number;
  permissions: number;
  roles: number;
  categories: number;
  pages: number;
}

/**
 * Brings the reference data of access control up to the code's catalogue: adds missing modules,
 * permissions, system roles (with their default permissions), page categories and pages. Existing
 * rows that administrators may have edited are left alone. Idempotent; run by `npm run migrate`.
 */
export async function syncAccessCatalogue(em: EntityManager): Promise<CatalogueSyncReport> {
  const report: CatalogueSyncReport = {
    modules: 0,
    permissions: 0,
    roles: 0,
    categories: 0,
    pages: 0,
  };
  const count = (result: unknown) => (result as { affectedRows?: number }).affectedRows ?? 0;

  for (const [index, module] of MODULES.entries()) {
    report.modules += count(
      await em.execute(
        `insert into access_module (name, display_name, icon, sort_order) values (?, ?, ?, ?)
         on conflict (name) do nothing`,
        [module.name, module.display_name, module.icon, (index + 1) * 10],
        'run',
      ),
    );
  }
  for (const permission of catalogPermissions()) {
    report.permissions += count(
      await em.execute(
        `insert into permission (name, module_id, resource, action, display_name)
         select ?, id, ?, ?, ? from access_module where name = ?
         on conflict (name) do nothing`,
        [
          permission.name,
          permission.resource,
          permission.action,
          permission.display_name,
          permission.module,
        ],
        'run',
      ),
    );
  }
  for (const role of ROLES) {
    const inserted = await em.execute<{ id: string }[]>(
      `insert into role (name, display_name, description, priority, is_system) values (?, ?, ?, ?, true)
       on conflict (lower(name)) do nothing returning id`,
      [role.name, role.display_name, role.description, role.priority],
    );
    if (inserted.length === 0) continue;
    report.roles++;
    await em.execute(
      `insert into role_permission (role_id, permission_id) select ?, id from permission where name in (?)`,
      [inserted[0].id, defaultPermissionsOf(role)],
      'run',
    );
  }
  for (const category of CATEGORIES) {
    report.categories += count(
      await em.execute(
        `insert into page_category (name, display_name, icon, sort_order) values (?, ?, ?, ?)
         on conflict (name) do nothing`,
        [category.name, category.display_name, category.icon, category.sort_order],
        'run',
      ),
    );
  }
  for (const page of PAGES) {
    report.pages += count(
      await em.execute(
        `insert into page (path, display_name, description, icon, sort_order, category_id, required_permission,
                           admin_only, show_in_menu)
         select ?, ?, ?, ?, ?, (select id from page_category where name = ?), ?, ?, ?
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
