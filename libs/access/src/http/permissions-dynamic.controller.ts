import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ModuleInfo,
  type NavigationPage,
  type Paginated,
  type PermissionCheckResult,
  type PermissionInfo,
  PERMISSIONS,
  type RoleInfo,
  type RoleRef,
  type UserPermissionsPayload,
} from '@px/contracts';
import {
  Authenticated,
  CurrentPrincipal,
  ParseIdPipe,
  type Principal,
  RequirePermission,
} from '@px/platform';
import { AssignUserRoleCommand } from '../commands/assign-user-role.command';
import { CreatePageCommand } from '../commands/create-page.command';
import { CreateRoleCommand } from '../commands/create-role.command';
import { DeletePageCommand } from '../commands/delete-page.command';
import { DeleteRoleCommand } from '../commands/delete-role.command';
import { RemoveUserRoleCommand } from '../commands/remove-user-role.command';
import { ReorderPagesCommand } from '../commands/reorder-pages.command';
import { ReplaceUserRolesCommand } from '../commands/replace-user-roles.command';
import { SetRolePermissionsCommand } from '../commands/set-role-permissions.command';
import { UpdatePageCommand } from '../commands/update-page.command';
import { UpdateRoleCommand } from '../commands/update-role.command';
import { ListAccessModulesQuery } from '../queries/access-modules.query';
import { GetModuleAccessQuery } from '../queries/module-access.query';
import { ListPagesQuery } from '../queries/pages.query';
import { ListPermissionsQuery } from '../queries/permissions.query';
import { GetRolePermissionsQuery } from '../queries/role-permissions.query';
import { ListRolesWithCountsQuery } from '../queries/roles-with-counts.query';
import { GetSidebarQuery } from '../queries/sidebar.query';
import { GetUserPermissionsQuery } from '../queries/user-permissions.query';
import {
  AssignRoleDto,
  CheckPermissionQueryDto,
  CreatePageDto,
  CreateRoleDto,
  ReorderPagesDto,
  ReplaceRolesDto,
  SetRolePermissionsDto,
  UpdatePageDto,
  UpdateRoleDto,
} from './access.dto';

/** SPEC §7 permissions calls, with their exact paths and shapes. */
@ApiTags('access')
@ApiBearerAuth()
@Controller('permissions-dynamic')
export class PermissionsDynamicController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('permissions')
  @RequirePermission(PERMISSIONS.administration.permissions.admin)
  @ApiOperation({ summary: 'Every permission with its module.' })
  permissions(): Promise<PermissionInfo[]> {
    return this.queries.execute(new ListPermissionsQuery());
  }

  @Get('roles')
  @RequirePermission(
    PERMISSIONS.administration.permissions.admin,
    PERMISSIONS.employees.user_roles.admin,
  )
  @ApiOperation({ summary: 'Roles, highest priority first.' })
  listRoles(): Promise<RoleInfo[]> {
    return this.queries.execute(new ListRolesWithCountsQuery());
  }

  @Post('roles')
  @RequirePermission(PERMISSIONS.administration.permissions.admin)
  createRole(@Body() body: CreateRoleDto): Promise<RoleInfo> {
    return this.commands.execute(new CreateRoleCommand(body));
  }

  @Put('roles/:id')
  @RequirePermission(PERMISSIONS.administration.permissions.admin)
  updateRole(@Param('id', ParseIdPipe) id: string, @Body() body: UpdateRoleDto): Promise<RoleInfo> {
    return this.commands.execute(new UpdateRoleCommand(id, body));
  }

  @Delete('roles/:id')
  @RequirePermission(PERMISSIONS.administration.permissions.admin)
  async deleteRole(@Param('id', ParseIdPipe) id: string): Promise<null> {
    await this.commands.execute(new DeleteRoleCommand(id));
    return null;
  }

  @Get('roles/:role/permissions')
  @RequirePermission(PERMISSIONS.administration.permissions.admin)
  @ApiOperation({ summary: 'The permissions of a role, by id or by name.' })
  rolePermissions(@Param('role') idOrName: string): Promise<PermissionInfo[]> {
    return this.queries.execute(new GetRolePermissionsQuery(idOrName));
  }

  @Put('roles/:id/permissions')
  @RequirePermission(PERMISSIONS.administration.permissions.admin)
  setRolePermissions(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: SetRolePermissionsDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PermissionInfo[]> {
    return this.commands.execute(
      new SetRolePermissionsCommand(id, body.permission_ids, principal.userId),
    );
  }

  @Get('modules')
  @RequirePermission(PERMISSIONS.administration.permissions.admin)
  modules(): Promise<Paginated<ModuleInfo>> {
    return this.queries.execute(new ListAccessModulesQuery());
  }

  @Get('user/sidebar')
  @Authenticated()
  @ApiOperation({ summary: 'Pages the caller may open, without the admin area (SPEC §2).' })
  sidebar(@CurrentPrincipal() principal: Principal): Promise<NavigationPage[]> {
    return this.queries.execute(new GetSidebarQuery(principal.userId));
  }

  @Get('user/permissions')
  @Authenticated()
  @ApiOperation({ summary: 'The caller’s roles and effective permissions, in data.data.' })
  async userPermissions(
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ data: UserPermissionsPayload }> {
    return { data: await this.queries.execute(new GetUserPermissionsQuery(principal.userId)) };
  }

  @Get('user/check')
  @Authenticated()
  @ApiOperation({
    summary: 'Module access for the caller (action "access" = any permission of the module).',
  })
  async check(
    @CurrentPrincipal() principal: Principal,
    @Query() query: CheckPermissionQueryDto,
  ): Promise<PermissionCheckResult> {
    return {
      hasPermission: await this.queries.execute(
        new GetModuleAccessQuery(principal.userId, query.module, query.action ?? 'access'),
      ),
    };
  }

  @Get('pages')
  @RequirePermission(PERMISSIONS.administration.pages.admin)
  pages(): Promise<NavigationPage[]> {
    return this.queries.execute(new ListPagesQuery());
  }

  @Post('pages')
  @RequirePermission(PERMISSIONS.administration.pages.admin)
  createPage(@Body() body: CreatePageDto): Promise<NavigationPage> {
    return this.commands.execute(new CreatePageCommand(body));
  }

  @Post('pages/reorder')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.administration.pages.admin)
  reorderPages(@Body() body: ReorderPagesDto): Promise<NavigationPage[]> {
    return this.commands.execute(new ReorderPagesCommand(body.pages));
  }

  @Put('pages/:id')
  @RequirePermission(PERMISSIONS.administration.pages.admin)
  updatePage(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdatePageDto,
  ): Promise<NavigationPage> {
    return this.commands.execute(new UpdatePageCommand(id, body));
  }

  @Delete('pages/:id')
  @RequirePermission(PERMISSIONS.administration.pages.admin)
  async deletePage(@Param('id', ParseIdPipe) id: string): Promise<null> {
    await this.commands.execute(new DeletePageCommand(id));
    return null;
  }

  @Post('users/:userId/roles')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.employees.user_roles.admin)
  assignRole(
    @Param('userId', ParseIdPipe) userId: string,
    @Body() body: AssignRoleDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<RoleRef[]> {
    return this.commands.execute(new AssignUserRoleCommand(userId, body.role_id, principal.userId));
  }

  @Put('users/:userId/roles')
  @RequirePermission(PERMISSIONS.employees.user_roles.admin)
  replaceRoles(
    @Param('userId', ParseIdPipe) userId: string,
    @Body() body: ReplaceRolesDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<RoleRef[]> {
    return this.commands.execute(
      new ReplaceUserRolesCommand(userId, body.role_ids, principal.userId),
    );
  }

  @Delete('users/:userId/roles/:roleId')
  @RequirePermission(PERMISSIONS.employees.user_roles.admin)
  removeRole(
    @Param('userId', ParseIdPipe) userId: string,
    @Param('roleId', ParseIdPipe) roleId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<RoleRef[]> {
    return this.commands.execute(new RemoveUserRoleCommand(userId, roleId, principal.userId));
  }
}
