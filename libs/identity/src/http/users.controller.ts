import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ReplaceUserRolesCommand } from '@px/access';
import {
  type CreatedUser,
  type Paginated,
  PERMISSIONS,
  type TemporaryPasswordReset,
  type UserSummary,
} from '@px/contracts';
import { CurrentPrincipal, ParseIdPipe, type Principal, RequirePermission } from '@px/platform';
import { CreateUserCommand } from '../commands/create-user.command';
import { ResetUserPasswordCommand } from '../commands/reset-user-password.command';
import { SetUserActiveCommand } from '../commands/set-user-active.command';
import { UpdateUserCommand } from '../commands/update-user.command';
import { ListUsersQuery } from '../queries/user-list.query';
import { GetUserSummaryQuery } from '../queries/user-summary.query';
import { CreateUserDto, ListUsersQueryDto, UpdateUserDto } from './identity.dto';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private summary(id: string): Promise<UserSummary> {
    return this.queries.execute(new GetUserSummaryQuery(id));
  }

  @Get()
  @RequirePermission(PERMISSIONS.employees.user_roles.admin)
  list(@Query() query: ListUsersQueryDto): Promise<Paginated<UserSummary>> {
    return this.queries.execute(
      new ListUsersQuery({
        search: query.search,
        active: query.active,
        page: query.page ?? 1,
        limit: query.limit ?? 20,
      }),
    );
  }

  @Get(':id')
  @RequirePermission(PERMISSIONS.employees.user_roles.admin)
  get(@Param('id', ParseIdPipe) id: string): Promise<UserSummary> {
    return this.summary(id);
  }

  /**
   * Two commands: the account (identity), then its roles (access). If the second fails the account
   * exists without roles and the administrator sees the error and assigns them again.
   */
  @Post()
  @RequirePermission(PERMISSIONS.employees.user_roles.admin)
  async create(
    @Body() body: CreateUserDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CreatedUser> {
    const created = await this.commands.execute(new CreateUserCommand(body, principal.userId));
    if (body.role_ids?.length) {
      await this.commands.execute(
        new ReplaceUserRolesCommand(created.id, body.role_ids, principal.userId),
      );
    }
    return { user: await this.summary(created.id), temporary_password: created.temporaryPassword };
  }

  @Patch(':id')
  @RequirePermission(PERMISSIONS.employees.user_roles.admin)
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateUserDto,
  ): Promise<UserSummary> {
    await this.commands.execute(new UpdateUserCommand(id, body));
    return this.summary(id);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.employees.user_roles.admin)
  async deactivate(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<UserSummary> {
    await this.commands.execute(new SetUserActiveCommand(id, false, principal.userId));
    return this.summary(id);
  }

  @Post(':id/activate')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.employees.user_roles.admin)
  async activate(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<UserSummary> {
    await this.commands.execute(new SetUserActiveCommand(id, true, principal.userId));
    return this.summary(id);
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.employees.user_roles.admin)
  async resetPassword(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<TemporaryPasswordReset> {
    return {
      temporary_password: await this.commands.execute(
        new ResetUserPasswordCommand(id, principal.userId),
      ),
    };
  }
}
