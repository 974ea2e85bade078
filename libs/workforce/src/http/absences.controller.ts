import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AbsenceCalendarView,
  type AbsenceView,
  type Paginated,
  PERMISSIONS,
  type VacationBalanceView,
} from '@px/contracts';
import { CurrentPrincipal, ParseIdPipe, type Principal, RequirePermission } from '@px/platform';
import { ApproveAbsenceCommand } from '../commands/approve-absence.command';
import { CancelAbsenceCommand } from '../commands/cancel-absence.command';
import { RejectAbsenceCommand } from '../commands/reject-absence.command';
import { RequestAbsenceCommand } from '../commands/request-absence.command';
import { localDate } from '../domain/local-day';
import { GetAbsenceActorQuery } from '../queries/absence-actor.query';
import { GetAbsenceCalendarQuery } from '../queries/absence-calendar.query';
import { ListAbsencesQuery } from '../queries/absence-list.query';
import { GetAbsenceQuery } from '../queries/absence.query';
import { GetVacationBalanceQuery } from '../queries/vacation-balance.query';
import {
  AbsenceDecisionDto,
  AbsenceListQueryDto,
  BalanceQueryDto,
  CalendarQueryDto,
  RequestAbsenceDto,
} from './absences.dto';

const { read: READ, request: REQUEST, approve: APPROVE } = PERMISSIONS.employees.absences;

/**
 * Absences (/absence-management): requests of vacation, sick leave, personal days and paid leave,
 * their decisions, the vacation balance and the team's month. A worker (absences.request) sees and
 * asks for their own; absences.read sees everyone's; absences.approve decides and records for
 * anyone. Whose records a call touches is checked row by row in the queries and commands.
 */
@ApiTags('absences')
@ApiBearerAuth()
@Controller('absences')
export class AbsencesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private actor(principal: Principal) {
    return this.queries.execute(new GetAbsenceActorQuery(principal));
  }

  @Get()
  @RequirePermission(REQUEST, READ, APPROVE)
  @ApiOperation({ summary: 'Requests by employee, status, kind and dates (a worker: their own).' })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: AbsenceListQueryDto,
  ): Promise<Paginated<AbsenceView>> {
    return this.queries.execute(
      new ListAbsencesQuery(await this.actor(principal), query.employee_id ?? null, {
        status: query.status ?? undefined,
        kind: query.kind ?? undefined,
        from: query.from ?? undefined,
        to: query.to ?? undefined,
        sort: query.sort ?? '-start_date',
        page: query.page ?? 1,
        limit: query.limit ?? 20,
      }),
    );
  }

  @Get('balance')
  @RequirePermission(REQUEST, READ, APPROVE)
  @ApiOperation({ summary: 'An employee’s vacation days of a year: entitled, approved, pending.' })
  async balance(
    @CurrentPrincipal() principal: Principal,
    @Query() query: BalanceQueryDto,
  ): Promise<VacationBalanceView> {
    const year = query.year ?? Number(localDate(new Date()).slice(0, 4));
    return this.queries.execute(
      new GetVacationBalanceQuery(await this.actor(principal), query.employee_id ?? null, year),
    );
  }

  @Get('calendar')
  @RequirePermission(REQUEST, READ, APPROVE)
  @ApiOperation({ summary: 'A month: who is away (pending and approved) and the holidays.' })
  async calendar(
    @CurrentPrincipal() principal: Principal,
    @Query() query: CalendarQueryDto,
  ): Promise<AbsenceCalendarView> {
    const month = query.month ?? localDate(new Date()).slice(0, 7);
    return this.queries.execute(new GetAbsenceCalendarQuery(await this.actor(principal), month));
  }

  @Post()
  @RequirePermission(REQUEST, APPROVE)
  @ApiOperation({
    summary:
      'Asks for one’s own absence, or records one for an employee (approve: decided at once).',
  })
  async request(
    @CurrentPrincipal() principal: Principal,
    @Body() body: RequestAbsenceDto,
  ): Promise<AbsenceView> {
    const id = await this.commands.execute(
      new RequestAbsenceCommand(await this.actor(principal), {
        employeeId: body.employee_id ?? null,
        kind: body.kind,
        startDate: body.start_date,
        endDate: body.end_date,
        halfDay: body.half_day ?? null,
        reason: body.reason ?? null,
      }),
    );
    return this.queries.execute(new GetAbsenceQuery(id));
  }

  @Post(':id/approve')
  @HttpCode(200)
  @RequirePermission(APPROVE)
  @ApiOperation({ summary: 'Approves a pending request (409 when it is not pending).' })
  async approve(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: AbsenceDecisionDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AbsenceView> {
    await this.commands.execute(
      new ApproveAbsenceCommand(id, body.comment ?? null, await this.actor(principal)),
    );
    return this.queries.execute(new GetAbsenceQuery(id));
  }

  @Post(':id/reject')
  @HttpCode(200)
  @RequirePermission(APPROVE)
  @ApiOperation({ summary: 'Rejects a pending request with a comment (required).' })
  async reject(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: AbsenceDecisionDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AbsenceView> {
    await this.commands.execute(
      new RejectAbsenceCommand(id, body.comment ?? null, await this.actor(principal)),
    );
    return this.queries.execute(new GetAbsenceQuery(id));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RequirePermission(REQUEST, APPROVE)
  @ApiOperation({
    summary: 'Cancels one’s own pending request; a manager’s, anyone’s pending or approved.',
  })
  async cancel(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AbsenceView> {
    await this.commands.execute(new CancelAbsenceCommand(id, await this.actor(principal)));
    return this.queries.execute(new GetAbsenceQuery(id));
  }
}
