import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  APPOINTMENT_SEARCH_DEFAULT_LIMIT,
  type AppointmentSearchResult,
  type AppointmentSettingsView,
  type AppointmentView,
  type AvailabilityView,
  type BayView,
  type Paginated,
  PERMISSIONS,
} from '@px/contracts';
import {
  CurrentPrincipal,
  ParseIdPipe,
  type Principal,
  RequirePermission,
  SearchQueryDto,
} from '@px/platform';
import { BookAppointmentCommand } from '../commands/book-appointment.command';
import { CancelAppointmentCommand } from '../commands/cancel-appointment.command';
import { CheckInAppointmentCommand } from '../commands/check-in-appointment.command';
import { ConfirmAppointmentCommand } from '../commands/confirm-appointment.command';
import { MarkAppointmentNoShowCommand } from '../commands/mark-appointment-no-show.command';
import { UpdateAppointmentCommand } from '../commands/update-appointment.command';
import { ListAppointmentsQuery } from '../queries/appointment-list.query';
import { GetAppointmentQuery } from '../queries/appointment.query';
import { SearchAppointmentsQuery } from '../queries/appointment-search.query';
import { GetAppointmentSettingsQuery } from '../queries/appointment-settings.query';
import { GetAvailabilityQuery } from '../queries/availability.query';
import { ListBaysQuery } from '../queries/bays.query';
import { GetBookingActorQuery } from '../queries/booking-actor.query';
import {
  AppointmentListQueryDto,
  AvailabilityQueryDto,
  BookAppointmentDto,
  CancelAppointmentDto,
  UpdateAppointmentDto,
} from './appointments.dto';

const { read: READ, create: CREATE, update: UPDATE } = PERMISSIONS.appointments.appointments;

/**
 * /api/appointments (issue 19): the calendar's bookings, the slot finder, the palette's search and
 * each booking's life (confirm, cancel, no-show, check in). Thin: a command or a query per route.
 */
@ApiTags('appointments')
@ApiBearerAuth()
@Controller('appointments')
export class AppointmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermission(READ)
  @ApiOperation({ summary: 'Appointments in time order, by period, status, mechanic, customer.' })
  list(@Query() query: AppointmentListQueryDto): Promise<Paginated<AppointmentView>> {
    return this.queries.execute(
      new ListAppointmentsQuery({
        page: query.page ?? 1,
        limit: query.limit ?? 20,
        from: query.from,
        to: query.to,
        status: query.status,
        employeeId: query.employee_id,
        customerId: query.customer_id,
        vehicleId: query.vehicle_id,
      }),
    );
  }

  @Get('search')
  @RequirePermission(READ)
  @ApiOperation({ summary: 'SPEC §7: by customer, phone or plate; a plain array.' })
  search(@Query() query: SearchQueryDto): Promise<AppointmentSearchResult[]> {
    return this.queries.execute(
      new SearchAppointmentsQuery(query.q, query.limit ?? APPOINTMENT_SEARCH_DEFAULT_LIMIT),
    );
  }

  @Get('availability')
  @RequirePermission(READ)
  @ApiOperation({ summary: 'The free slots of a day for a service type (and a mechanic).' })
  availability(@Query() query: AvailabilityQueryDto): Promise<AvailabilityView> {
    return this.queries.execute(
      new GetAvailabilityQuery(
        query.date,
        query.service_type_id,
        query.employee_id ?? null,
        query.duration_minutes ?? null,
        query.exclude_id ?? null,
      ),
    );
  }

  @Get('bays')
  @RequirePermission(READ)
  @ApiOperation({ summary: 'The workshop’s bays and lifts.' })
  bays(): Promise<BayView[]> {
    return this.queries.execute(new ListBaysQuery());
  }

  @Get('settings')
  @RequirePermission(READ)
  @ApiOperation({ summary: 'Opening hours, slot grid, buffer and reminder time.' })
  settings(): Promise<AppointmentSettingsView> {
    return this.queries.execute(new GetAppointmentSettingsQuery());
  }

  @Get(':id')
  @RequirePermission(READ)
  @ApiOperation({ summary: 'One appointment.' })
  get(@Param('id', ParseIdPipe) id: string): Promise<AppointmentView> {
    return this.queries.execute(new GetAppointmentQuery(id));
  }

  @Post()
  @RequirePermission(CREATE)
  @ApiOperation({ summary: 'Books an appointment (409 when the mechanic or bay is taken).' })
  async book(
    @CurrentPrincipal() principal: Principal,
    @Body() body: BookAppointmentDto,
  ): Promise<AppointmentView> {
    const actor = await this.queries.execute(new GetBookingActorQuery(principal));
    const id = await this.commands.execute(
      new BookAppointmentCommand(
        {
          customerId: body.customer_id,
          vehicleId: body.vehicle_id ?? null,
          serviceTypeId: body.service_type_id,
          startsAt: body.starts_at,
          durationMinutes: body.duration_minutes ?? null,
          employeeId: body.employee_id ?? null,
          bayId: body.bay_id ?? null,
          notes: body.notes ?? null,
          channel: body.channel ?? 'phone',
        },
        body.override ?? false,
        actor,
      ),
    );
    return this.queries.execute(new GetAppointmentQuery(id));
  }

  @Patch(':id')
  @RequirePermission(UPDATE)
  @ApiOperation({ summary: 'Edits or reschedules a booking before the car arrives.' })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
    @Body() body: UpdateAppointmentDto,
  ): Promise<AppointmentView> {
    const actor = await this.queries.execute(new GetBookingActorQuery(principal));
    await this.commands.execute(
      new UpdateAppointmentCommand(
        id,
        {
          customerId: body.customer_id,
          vehicleId: body.vehicle_id,
          serviceTypeId: body.service_type_id,
          startsAt: body.starts_at,
          durationMinutes: body.duration_minutes,
          employeeId: body.employee_id,
          bayId: body.bay_id,
          notes: body.notes,
          channel: body.channel,
        },
        body.version ?? null,
        body.override ?? false,
        actor,
      ),
    );
    return this.queries.execute(new GetAppointmentQuery(id));
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @RequirePermission(UPDATE)
  @ApiOperation({ summary: 'The customer confirmed.' })
  async confirm(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AppointmentView> {
    await this.commands.execute(new ConfirmAppointmentCommand(id, principal.userId));
    return this.queries.execute(new GetAppointmentQuery(id));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RequirePermission(UPDATE)
  @ApiOperation({ summary: 'Cancels with a reason.' })
  async cancel(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
    @Body() body: CancelAppointmentDto,
  ): Promise<AppointmentView> {
    await this.commands.execute(new CancelAppointmentCommand(id, body.reason, principal.userId));
    return this.queries.execute(new GetAppointmentQuery(id));
  }

  @Post(':id/no-show')
  @HttpCode(200)
  @RequirePermission(UPDATE)
  @ApiOperation({ summary: 'The customer did not come.' })
  async noShow(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AppointmentView> {
    await this.commands.execute(new MarkAppointmentNoShowCommand(id, principal.userId));
    return this.queries.execute(new GetAppointmentQuery(id));
  }

  @Post(':id/check-in')
  @HttpCode(200)
  @RequirePermission(UPDATE)
  @ApiOperation({ summary: 'The car arrived: reception takes over.' })
  async checkIn(
    @Param('id', ParseIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AppointmentView> {
    await this.commands.execute(new CheckInAppointmentCommand(id, principal.userId));
    return this.queries.execute(new GetAppointmentQuery(id));
  }
}
