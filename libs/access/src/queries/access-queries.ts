import { Injectable } from '@nestjs/common';
import {
  type NavigationMenuCategory,
  type NavigationPage,
  type UserPermissionsPayload,
} from '@px/contracts';
import { canAccessPath, canOpenPage, hasModuleAccess, isAdminPath } from '../domain/access-rules';
import { AccessReader, toPageRule } from './access-reader';
import { AccessPermissionResolver } from './permission-resolver';

/** The caller-centred reads: their permissions, sidebar, menu and page access. */
@Injectable()
export class AccessQueries {
  constructor(
    private readonly reader: AccessReader,
    private readonly resolver: AccessPermissionResolver,
  ) {}

  async userPermissions(userId: string): Promise<UserPermissionsPayload> {
    const [grants, granted, permissions] = await Promise.all([
      this.resolver.grants(userId),
      this.resolver.effective(userId),
      this.reader.permissions(),
    ]);
    const visible = granted.isAdmin
      ? permissions
      : permissions.filter((p) => granted.permissions.has(p.name));
    return {
      roles: grants.roles,
      effectivePermissions: visible.filter((p) => p.is_active).map((p) => p.name),
      permissions: visible.map((p) => ({
        name: p.name,
        module: p.module.name,
        resource: p.resource,
        action: p.action,
        is_active: p.is_active,
      })),
      isAdmin: granted.isAdmin,
      isSuperAdmin: granted.isSuperAdmin,
    };
  }

  /** SPEC §2: the pages the user may open; paths under /admin are not part of this list. */
  async sidebar(userId: string): Promise<NavigationPage[]> {
    const [pages, granted] = await Promise.all([
      this.reader.pages(),
      this.resolver.effective(userId),
    ]);
    return pages
      .filter(
        (page) =>
          page.is_active && !isAdminPath(page.path) && canOpenPage(toPageRule(page), granted),
      )
      .map(({ show_in_menu: _hidden, ...page }) => page);
  }

  /** Categories with at least one visible page, both sorted by sort_order (SPEC §2). */
  async menu(userId: string): Promise<NavigationMenuCategory[]> {
    const [pages, categories, granted] = await Promise.all([
      this.reader.pages(),
      this.reader.categories(),
      this.resolver.effective(userId),
    ]);
    return categories
      .map((category) => ({
        id: category.id,
        display_name: category.display_name,
        icon: category.icon,
        items: pages
          .filter(
            (page) =>
              page.category_id === category.id &&
              page.show_in_menu &&
              canOpenPage(toPageRule(page), granted),
          )
          .sort((a, b) => a.sort_order - b.sort_order)
          .map((page) => ({ name: page.display_name, href: page.path, icon: page.icon })),
      }))
      .filter((category) => category.items.length > 0);
  }

  async canAccessPath(userId: string, path: string): Promise<boolean> {
    const [pages, granted] = await Promise.all([
      this.reader.pages(),
      this.resolver.effective(userId),
    ]);
    return canAccessPath(path, pages.map(toPageRule), granted);
  }

  async hasModuleAccess(userId: string, module: string, action: string): Promise<boolean> {
    return hasModuleAccess(module, action, await this.resolver.effective(userId));
  }
}
