import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ReplaceUserRolesCommand } from '@px/access';
import { type Paginated, type UserSummary } from '@px/contracts';
import {
  CurrentPrincipal,
  NotFoundError,
  ParseIdPipe,
  type Principal,
  RequirePermission,
} from '@px/platform';
import { UserAdminHandler } from '../commands/user-admin.handler';
import { UsersReader } from '../queries/users-reader';
import { CreateUserDto, ListUsersQueryDto, UpdateUserDto } from './identity.dto';

const MANAGE_USERS = 'employees.user_roles.admin';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(
    private readonly admin: UserAdminHandler,
    private readonly reader: UsersReader,
    private readonly commands: CommandBus,
  ) {}

  private async summary(id: string): Promise<UserSummary> {
    const user = await this.reader.get(id);
    if (!user) throw new NotFoundError('El usuario no existe.');
    return user;
  }

  @Get()
  @RequirePermission(MANAGE_USERS)
  list(@Query() query: ListUsersQueryDto): Promise<Paginated<UserSummary>> {
    return this.reader.list({
      search: query.search,
      active: query.active,
      page: query.page ?? 1,
      limit: query.limit ?? 20,
    });
  }

  @Get(':id')
  @RequirePermission(MANAGE_USERS)
  get(@Param('id', ParseIdPipe) id: string): Promise<UserSummary> {
    return this.summary(id);
  }

  /**
   * Two commands: the account (identity), then its roles (access). If the second fails the account
   * exists without roles and the administrator sees the error and assigns them again.
   */
  @Post()
  @RequirePermission(MANAGE_USERS)
  async create(
    @Body() body: CreateUserDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ user: UserSummary; temporary_password: string }> {
    const created = await this.admin.create(body, principal.userId);
    if (body.role_ids?.length) {
      await this.commands.execute(
        new ReplaceUserRolesCommand(created.id, body.role_ids, principal.userId),
      );
    }
    return { user: await this.summary(created.id), temporary_password: created.temporaryPassword };
  }

  @Patch(':id')
  @RequirePermission(MANAGE_USERS)
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateUserDto,
  ): Promise<UserSummary> {
    await this.admin.update(id, body);
    return this.summary(id);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @RequirePermission(MANAGE_USERS)
  async deactivate(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<UserSummary> {
    await this.admin.setActive(id, false, principal.userId);
    return this.summary(id);
  }

  @Post(':id/activate')
  @HttpCode(200)
  @RequirePermission(MANAGE_USERS)
  async activate(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<UserSummary> {
    await this.admin.setActive(id, true, principal.userId);
    return this.summary(id);
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  @RequirePermission(MANAGE_USERS)
  async resetPassword(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ temporary_password: string }> {
    return { temporary_password: await this.admin.resetPassword(id, principal.userId) };
  }
}
