import { Global, Module } from '@nestjs/common';
import { PermissionResolver } from '@px/platform';
import { NavigationHandler } from './commands/navigation.handler';
import { ReplaceUserRolesHandler } from './commands/replace-user-roles.command';
import { RoleHandler } from './commands/role.handler';
import { UserRolesHandler } from './commands/user-roles.handler';
import { NavigationController } from './http/navigation.controller';
import { PermissionsDynamicController } from './http/permissions-dynamic.controller';
import { AccessQueries } from './queries/access-queries';
import { AccessReader } from './queries/access-reader';
import {
  GetUserIdsWithRolesHandler,
  GetUserRolesHandler,
  ListRolesHandler,
} from './queries/get-user-roles.query';
import { AccessPermissionResolver } from './queries/permission-resolver';

/**
 * Access control: roles, permissions, modules, pages, categories, navigation and page access.
 * Global because the platform's authorization guard needs its PermissionResolver.
 */
@Global()
@Module({
  controllers: [PermissionsDynamicController, NavigationController],
  providers: [
    AccessReader,
    AccessQueries,
    AccessPermissionResolver,
    { provide: PermissionResolver, useExisting: AccessPermissionResolver },
    GetUserRolesHandler,
    GetUserIdsWithRolesHandler,
    ListRolesHandler,
    RoleHandler,
    UserRolesHandler,
    ReplaceUserRolesHandler,
    NavigationHandler,
  ],
  exports: [PermissionResolver, AccessPermissionResolver],
})
export class AccessModule {}
