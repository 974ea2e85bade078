import { type CatalogueIcon } from '@px/contracts';

/**
 * What a module adds to access control (SPEC §5, §6): its permissions, grouped as a permission
 * module with resources and actions (`<group>.<resource>.<action>`), and its pages in the menu.
 * `npm run migrate` syncs the merged catalogue: new entries are added; nothing an administrator
 * changed is overwritten.
 */
export interface PermissionGroupSpec {
  name: string;
  display_name: string;
  icon: CatalogueIcon;
  /** Its place in /admin/permissions. */
  sort_order: number;
  resources: Record<string, { display_name: string; actions: Record<string, string> }>;
}

export interface PageCategorySpec {
  name: string;
  display_name: string;
  icon: CatalogueIcon;
  sort_order: number;
}

export interface PageSpec {
  path: string;
  display_name: string;
  /** A page category's name. */
  category: string;
  icon: CatalogueIcon;
  sort_order: number;
  description?: string;
  /** null: every logged-in user. */
  permission: string | null;
  admin_only?: boolean;
  /** Aliases and test screens are valid routes but do not appear in the menu. */
  hidden?: boolean; // stored as show_in_menu = false
}

export interface AccessCatalogue {
  permissions?: PermissionGroupSpec[];
  pageCategories?: PageCategorySpec[];
  pages?: PageSpec[];
}

/** One permission of the catalogue, as the `permission` table stores it. */
export interface PermissionSpec {
  name: string;
  group: string;
  resource: string;
  action: string;
  display_name: string;
}

/** Every permission of the catalogue, in its order. */
export function permissionsOf(catalogue: AccessCatalogue): PermissionSpec[] {
  return (catalogue.permissions ?? []).flatMap((group) =>
    Object.entries(group.resources).flatMap(([resource, spec]) =>
      Object.entries(spec.actions).map(([action, verb]) => ({
        name: `${group.name}.${resource}.${action}`,
        group: group.name,
        resource,
        action,
        display_name: `${spec.display_name}: ${verb.toLowerCase()}`,
      })),
    ),
  );
}

/**
 * The catalogues merged: permission groups and categories in their sort order, pages as listed.
 * A group, category or path declared twice is a mistake and refused.
 */
export function mergeCatalogues(catalogues: readonly AccessCatalogue[]): Required<AccessCatalogue> {
  const merged = {
    permissions: catalogues.flatMap((catalogue) => catalogue.permissions ?? []),
    pageCategories: catalogues.flatMap((catalogue) => catalogue.pageCategories ?? []),
    pages: catalogues.flatMap((catalogue) => catalogue.pages ?? []),
  };
  refuseRepeats(
    'permission group',
    merged.permissions.map((group) => group.name),
  );
  refuseRepeats(
    'page category',
    merged.pageCategories.map((category) => category.name),
  );
  refuseRepeats(
    'page',
    merged.pages.map((page) => page.path),
  );
  const categories = new Set(merged.pageCategories.map((category) => category.name));
  for (const page of merged.pages) {
    if (!categories.has(page.category)) {
      throw new Error(
        `Page ${page.path} is in category ${page.category}, which no module declares`,
      );
    }
  }
  const bySortOrder = (a: { sort_order: number }, b: { sort_order: number }) =>
    a.sort_order - b.sort_order;
  merged.permissions.sort(bySortOrder);
  merged.pageCategories.sort(bySortOrder);
  return merged;
}

function refuseRepeats(what: string, names: string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`The ${what} ${name} is declared twice`);
    seen.add(name);
  }
}
