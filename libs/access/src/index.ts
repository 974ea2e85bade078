export * from './domain/access-rules';
export * from './events/access.events';
export * from './seeders/catalogue-sync';
export * from './catalogue/roles.catalogue';
export { AccessModule } from './access.module';

// Commands
export { CreateRoleCommand } from './commands/create-role.command';
export { UpdateRoleCommand } from './commands/update-role.command';
export { DeleteRoleCommand } from './commands/delete-role.command';
export { SetRolePermissionsCommand } from './commands/set-role-permissions.command';
export { AssignUserRoleCommand } from './commands/assign-user-role.command';
export { RemoveUserRoleCommand } from './commands/remove-user-role.command';
export { ReplaceUserRolesCommand } from './commands/replace-user-roles.command';
export { CreatePageCategoryCommand } from './commands/create-page-category.command';
export { UpdatePageCategoryCommand } from './commands/update-page-category.command';
export { DeletePageCategoryCommand } from './commands/delete-page-category.command';
export { ReorderPageCategoriesCommand } from './commands/reorder-page-categories.command';
export { CreatePageCommand } from './commands/create-page.command';
export { UpdatePageCommand } from './commands/update-page.command';
export { DeletePageCommand } from './commands/delete-page.command';
export { ReorderPagesCommand } from './commands/reorder-pages.command';
export { type RoleFields } from './commands/role-fields';
export { type CategoryFields, type PageFields } from './commands/navigation-fields';

// Queries
export { GetUserRolesQuery } from './queries/user-roles.query';
export { GetRolesOfUsersQuery, type UserRoles } from './queries/roles-of-users.query';
export { GetUserIdsWithRolesQuery } from './queries/user-ids-with-roles.query';
export { GetUserIdsWithPermissionQuery } from './queries/user-ids-with-permission.query';
export { ListRolesQuery } from './queries/role-refs.query';
export { ListRolesWithCountsQuery } from './queries/roles-with-counts.query';
export { GetRolePermissionsQuery } from './queries/role-permissions.query';
export { ListPermissionsQuery } from './queries/permissions.query';
export { ListAccessModulesQuery } from './queries/access-modules.query';
export { ListPagesQuery } from './queries/pages.query';
export { ListPageCategoriesQuery } from './queries/page-categories.query';
export { GetPageCategoryQuery } from './queries/page-category.query';
export { GetUserPermissionsQuery } from './queries/user-permissions.query';
export { GetSidebarQuery } from './queries/sidebar.query';
export { GetNavigationMenuQuery } from './queries/navigation-menu.query';
export { GetPageAccessQuery } from './queries/page-access.query';
export { GetModuleAccessQuery } from './queries/module-access.query';

export * from './access.manifest';
