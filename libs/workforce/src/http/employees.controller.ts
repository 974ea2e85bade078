import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { type Command, CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type EmployeeDetail,
  type EmployeeSummary,
  type LinkableUser,
  type Paginated,
  PERMISSIONS,
} from '@px/contracts';
import {
  CurrentPrincipal,
  NotFoundError,
  ParseIdPipe,
  type Principal,
  RequirePermission,
} from '@px/platform';
import { CreateEmployeeCommand } from '../commands/create-employee.command';
import { LinkEmployeeUserCommand } from '../commands/link-employee-user.command';
import { SetEmployeeActiveCommand } from '../commands/set-employee-active.command';
import { SetEmployeeKioskPinCommand } from '../commands/set-employee-kiosk-pin.command';
import { UpdateEmployeeCommand } from '../commands/update-employee.command';
import { EMPLOYEE_NOT_FOUND } from '../domain/employee-refusals';
import { GetEmployeeQuery } from '../queries/employee-detail.query';
import { ListEmployeesQuery } from '../queries/employee-list.query';
import { ListLinkableUsersQuery } from '../queries/linkable-users.query';
import {
  CreateEmployeeDto,
  LinkableUsersQueryDto,
  ListEmployeesQueryDto,
  PatchEmployeeDto,
} from './employees.dto';

const EMPLOYEES = PERMISSIONS.employees.employees;

/**
 * The command a PATCH is: one concern alone (the deactivate/reactivate switch, the kiosk PIN, the
 * linked account) is its own command; anything else is the form's save, one UpdateEmployeeCommand
 * that applies every part in one transaction.
 */
function patchCommand(id: string, body: PatchEmployeeDto, actorId: string): Command<void> {
  const { version, ...changes } = body;
  const keys = Object.keys(changes).filter(
    (key) => changes[key as keyof typeof changes] !== undefined,
  );
  if (keys.length === 1 && changes.active !== undefined) {
    return new SetEmployeeActiveCommand(id, version, changes.active, actorId);
  }
  if (keys.length === 1 && changes.kiosk_pin !== undefined) {
    return new SetEmployeeKioskPinCommand(id, version, changes.kiosk_pin, actorId);
  }
  if (keys.length === 1 && changes.user_id !== undefined) {
    return new LinkEmployeeUserCommand(id, version, changes.user_id, actorId);
  }
  return new UpdateEmployeeCommand(id, version, changes, actorId);
}

/**
 * Employees (/employee-management): list, detail, create and edit. There is no DELETE: an
 * employee leaves by being deactivated (`PATCH { active: false }`), and their clock records keep
 * pointing at them.
 */
@ApiTags('employees')
@ApiBearerAuth()
@Controller('employees')
export class EmployeesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private async detail(id: string): Promise<EmployeeDetail> {
    const employee = await this.queries.execute(new GetEmployeeQuery(id));
    if (!employee) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
    return employee;
  }

  @Get()
  @RequirePermission(EMPLOYEES.read)
  @ApiOperation({ summary: 'Employees: search (name, code, e-mail, NIF), active, position.' })
  list(@Query() query: ListEmployeesQueryDto): Promise<Paginated<EmployeeSummary>> {
    return this.queries.execute(
      new ListEmployeesQuery({
        search: query.search,
        active: query.active,
        position: query.position,
        sort: query.sort ?? 'name',
        page: query.page ?? 1,
        limit: query.limit ?? 20,
      }),
    );
  }

  @Get('linkable-users')
  @RequirePermission(EMPLOYEES.create, EMPLOYEES.update)
  @ApiOperation({ summary: 'Active user accounts to link an employee to (the form’s picker).' })
  linkableUsers(@Query() query: LinkableUsersQueryDto): Promise<LinkableUser[]> {
    return this.queries.execute(new ListLinkableUsersQuery(query.search));
  }

  @Get(':id')
  @RequirePermission(EMPLOYEES.read)
  get(@Param('id', ParseIdPipe) id: string): Promise<EmployeeDetail> {
    return this.detail(id);
  }

  @Post()
  @RequirePermission(EMPLOYEES.create)
  async create(
    @Body() body: CreateEmployeeDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<EmployeeDetail> {
    return this.detail(
      await this.commands.execute(new CreateEmployeeCommand(body, principal.userId)),
    );
  }

  @Patch(':id')
  @RequirePermission(EMPLOYEES.update)
  @ApiOperation({
    summary: 'Edits an employee with the version read (409 when stale); active=false deactivates.',
  })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: PatchEmployeeDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<EmployeeDetail> {
    await this.commands.execute(patchCommand(id, body, principal.userId));
    return this.detail(id);
  }
}
