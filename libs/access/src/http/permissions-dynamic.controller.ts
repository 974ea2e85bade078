import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ModuleInfo,
  type NavigationPage,
  type Paginated,
  type PermissionInfo,
  type RoleInfo,
  type RoleRef,
  type UserPermissionsPayload,
} from '@px/contracts';
import {
  Authenticated,
  CurrentPrincipal,
  NotFoundError,
  ParseIdPipe,
  type Principal,
  RequirePermission,
} from '@px/platform';
import { NavigationHandler } from '../commands/navigation.handler';
import { RoleHandler } from '../commands/role.handler';
import { UserRolesHandler } from '../commands/user-roles.handler';
import { AccessQueries } from '../queries/access-queries';
import { AccessReader } from '../queries/access-reader';
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

const MANAGE_PERMISSIONS = 'administration.permissions.admin';
const MANAGE_PAGES = 'administration.pages.admin';
const MANAGE_USERS = 'employees.user_roles.admin';

/** SPEC §7 permissions calls, with their exact paths and shapes. */
@ApiTags('access')
@ApiBearerAuth()
@Controller('permissions-dynamic')
export class PermissionsDynamicController {
  constructor(
    private readonly reader: AccessReader,
    private readonly queries: AccessQueries,
    private readonly roles: RoleHandler,
    private readonly userRoles: UserRolesHandler,
    private readonly navigation: NavigationHandler,
  ) {}

  @Get('permissions')
  @RequirePermission(MANAGE_PERMISSIONS)
  @ApiOperation({ summary: 'Every permission with its module.' })
  permissions(): Promise<PermissionInfo[]> {
    return this.reader.permissions();
  }

  @Get('roles')
  @RequirePermission(MANAGE_PERMISSIONS, MANAGE_USERS)
  @ApiOperation({ summary: 'Roles, highest priority first.' })
  listRoles(): Promise<RoleInfo[]> {
    return this.reader.roles();
  }

  @Post('roles')
  @RequirePermission(MANAGE_PERMISSIONS)
  createRole(@Body() body: CreateRoleDto): Promise<RoleInfo> {
    return this.roles.create(body);
  }

  @Put('roles/:id')
  @RequirePermission(MANAGE_PERMISSIONS)
  updateRole(@Param('id', ParseIdPipe) id: string, @Body() body: UpdateRoleDto): Promise<RoleInfo> {
    return this.roles.update(id, body);
  }

  @Delete('roles/:id')
  @RequirePermission(MANAGE_PERMISSIONS)
  async deleteRole(@Param('id', ParseIdPipe) id: string): Promise<null> {
    await this.roles.delete(id);
    return null;
  }

  @Get('roles/:role/permissions')
  @RequirePermission(MANAGE_PERMISSIONS)
  @ApiOperation({ summary: 'The permissions of a role, by id or by name.' })
  async rolePermissions(@Param('role') idOrName: string): Promise<PermissionInfo[]> {
    const role = await this.reader.role(idOrName);
    if (!role) throw new NotFoundError('El rol no existe.');
    return this.reader.rolePermissions(role.id);
  }

  @Put('roles/:id/permissions')
  @RequirePermission(MANAGE_PERMISSIONS)
  setRolePermissions(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: SetRolePermissionsDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PermissionInfo[]> {
    return this.roles.setPermissions(id, body.permission_ids, principal.userId);
  }

  @Get('modules')
  @RequirePermission(MANAGE_PERMISSIONS)
  async modules(): Promise<Paginated<ModuleInfo>> {
    const modules = await this.reader.modules();
    return { data: modules, pagination: { page: 1, limit: modules.length, total: modules.length } };
  }

  @Get('user/sidebar')
  @Authenticated()
  @ApiOperation({ summary: 'Pages the caller may open, without the admin area (SPEC §2).' })
  sidebar(@CurrentPrincipal() principal: Principal): Promise<NavigationPage[]> {
    return this.queries.sidebar(principal.userId);
  }

  @Get('user/permissions')
  @Authenticated()
  @ApiOperation({ summary: 'The caller’s roles and effective permissions, in data.data.' })
  async userPermissions(
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ data: UserPermissionsPayload }> {
    return { data: await this.queries.userPermissions(principal.userId) };
  }

  @Get('user/check')
  @Authenticated()
  @ApiOperation({
    summary: 'Module access for the caller (action "access" = any permission of the module).',
  })
  async check(
    @CurrentPrincipal() principal: Principal,
    @Query() query: CheckPermissionQueryDto,
  ): Promise<{ hasPermission: boolean }> {
    return {
      hasPermission: await this.queries.hasModuleAccess(
        principal.userId,
        query.module,
        query.action ?? 'access',
      ),
    };
  }

  @Get('pages')
  @RequirePermission(MANAGE_PAGES)
  pages(): Promise<NavigationPage[]> {
    return this.reader.pages();
  }

  @Post('pages')
  @RequirePermission(MANAGE_PAGES)
  createPage(@Body() body: CreatePageDto): Promise<NavigationPage> {
    return this.navigation.createPage(body);
  }

  @Post('pages/reorder')
  @HttpCode(200)
  @RequirePermission(MANAGE_PAGES)
  reorderPages(@Body() body: ReorderPagesDto): Promise<NavigationPage[]> {
    return this.navigation.reorderPages(body.pages);
  }

  @Put('pages/:id')
  @RequirePermission(MANAGE_PAGES)
  updatePage(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdatePageDto,
  ): Promise<NavigationPage> {
    return this.navigation.updatePage(id, body);
  }

  @Delete('pages/:id')
  @RequirePermission(MANAGE_PAGES)
  async deletePage(@Param('id', ParseIdPipe) id: string): Promise<null> {
    await this.navigation.deletePage(id);
    return null;
  }

  @Post('users/:userId/roles')
  @HttpCode(200)
  @RequirePermission(MANAGE_USERS)
  assignRole(
    @Param('userId', ParseIdPipe) userId: string,
    @Body() body: AssignRoleDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<RoleRef[]> {
    return this.userRoles.assign(userId, body.role_id, principal.userId);
  }

  @Put('users/:userId/roles')
  @RequirePermission(MANAGE_USERS)
  replaceRoles(
    @Param('userId', ParseIdPipe) userId: string,
    @Body() body: ReplaceRolesDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<RoleRef[]> {
    return this.userRoles.replace(userId, body.role_ids, principal.userId);
  }

  @Delete('users/:userId/roles/:roleId')
  @RequirePermission(MANAGE_USERS)
  removeRole(
    @Param('userId', ParseIdPipe) userId: string,
    @Param('roleId', ParseIdPipe) roleId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<RoleRef[]> {
    return this.userRoles.remove(userId, roleId, principal.userId);
  }
}
