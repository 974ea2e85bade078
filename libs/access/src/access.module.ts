import { Global, Module } from '@nestjs/common';
import { PermissionResolver } from '@px/platform';
import { AssignUserRoleHandler } from './commands/assign-user-role.command';
import { CreatePageCategoryHandler } from './commands/create-page-category.command';
import { CreatePageHandler } from './commands/create-page.command';
import { CreateRoleHandler } from './commands/create-role.command';
import { DeletePageCategoryHandler } from './commands/delete-page-category.command';
import { DeletePageHandler } from './commands/delete-page.command';
import { DeleteRoleHandler } from './commands/delete-role.command';
import { RemoveUserRoleHandler } from './commands/remove-user-role.command';
import { ReorderPageCategoriesHandler } from './commands/reorder-page-categories.command';
import { ReorderPagesHandler } from './commands/reorder-pages.command';
import { ReplaceUserRolesHandler } from './commands/replace-user-roles.command';
import { SetRolePermissionsHandler } from './commands/set-role-permissions.command';
import { UpdatePageCategoryHandler } from './commands/update-page-category.command';
import { UpdatePageHandler } from './commands/update-page.command';
import { UpdateRoleHandler } from './commands/update-role.command';
import { UserRoleChanges } from './commands/user-role-changes';
import { NavigationController } from './http/navigation.controller';
import { PermissionsDynamicController } from './http/permissions-dynamic.controller';
import { AccessPermissionResolver } from './permission-resolver';
import { AccessReader } from './queries/access-reader';
import { ListAccessModulesHandler } from './queries/access-modules.query';
import { GetModuleAccessHandler } from './queries/module-access.query';
import { GetNavigationMenuHandler } from './queries/navigation-menu.query';
import { GetPageAccessHandler } from './queries/page-access.query';
import { ListPageCategoriesHandler } from './queries/page-categories.query';
import { GetPageCategoryHandler } from './queries/page-category.query';
import { ListPagesHandler } from './queries/pages.query';
import { ListPermissionsHandler } from './queries/permissions.query';
import { ListRolesHandler } from './queries/role-refs.query';
import { GetRolePermissionsHandler } from './queries/role-permissions.query';
import { GetRolesOfUsersHandler } from './queries/roles-of-users.query';
import { ListRolesWithCountsHandler } from './queries/roles-with-counts.query';
import { GetSidebarHandler } from './queries/sidebar.query';
import { GetUserIdsWithRolesHandler } from './queries/user-ids-with-roles.query';
import { GetUserIdsWithPermissionHandler } from './queries/user-ids-with-permission.query';
import { GetUserPermissionsHandler } from './queries/user-permissions.query';
import { GetUserRolesHandler } from './queries/user-roles.query';
import { ListAdministratorIdsHandler } from './queries/administrator-ids.query';
import { RealtimeReadmissionSubscriber } from './subscribers/realtime-readmission.subscriber';

/**
 * Access control: roles, permissions, modules, pages, categories, navigation and page access.
 * Global because the platform's authorization guard needs its PermissionResolver.
 */
@Global()
@Module({
  controllers: [PermissionsDynamicController, NavigationController],
  providers: [
    AccessReader,
    AccessPermissionResolver,
    { provide: PermissionResolver, useExisting: AccessPermissionResolver },
    RealtimeReadmissionSubscriber,
    // Queries
    GetUserRolesHandler,
    GetRolesOfUsersHandler,
    GetUserIdsWithRolesHandler,
    GetUserIdsWithPermissionHandler,
    ListAdministratorIdsHandler,
    ListRolesHandler,
    ListRolesWithCountsHandler,
    GetRolePermissionsHandler,
    ListPermissionsHandler,
    ListAccessModulesHandler,
    ListPagesHandler,
    ListPageCategoriesHandler,
    GetPageCategoryHandler,
    GetUserPermissionsHandler,
    GetSidebarHandler,
    GetNavigationMenuHandler,
    GetPageAccessHandler,
    GetModuleAccessHandler,
    // Commands
    CreateRoleHandler,
    UpdateRoleHandler,
    DeleteRoleHandler,
    SetRolePermissionsHandler,
    UserRoleChanges,
    AssignUserRoleHandler,
    RemoveUserRoleHandler,
    ReplaceUserRolesHandler,
    CreatePageCategoryHandler,
    UpdatePageCategoryHandler,
    DeletePageCategoryHandler,
    ReorderPageCategoriesHandler,
    CreatePageHandler,
    UpdatePageHandler,
    DeletePageHandler,
    ReorderPagesHandler,
  ],
  exports: [PermissionResolver, AccessPermissionResolver],
})
export class AccessModule {}
