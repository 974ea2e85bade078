import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  type AvailabilityView,
  type LocalDate,
  addDays,
  isLocalDate,
  localDayStart,
} from '@px/contracts';
import { NotFoundError, ValidationError } from '@px/platform';
import { GetServiceTypeQuery } from '@px/system';
import { GetWorkingHoursQuery } from '@px/workforce';
import { EMPLOYEE_NOT_FOUND, SERVICE_TYPE_NOT_FOUND } from '../domain/appointment-refusals';
import { openingIntervals } from '../domain/opening-hours';
import { bookingTimeErrors } from '../domain/booking-rules';
import { freeSlots } from '../domain/slot-finder';
import { BookingReader } from './booking-reader';

/** Who the slot finder books when no mechanic is asked for. */
export const BOOKABLE_POSITIONS = ['mecanico', 'jefe_taller'] as const;

/**
 * GET /api/appointments/availability: the free slots of a day for a service type (its duration,
 * or the one asked for), for one mechanic or any: the opening hours ∩ each mechanic's working
 * time (schedule − holidays − absences, from workforce) − the bookings they and the bays hold,
 * with the buffer between bookings. `excludeId`: an appointment being moved does not block itself.
 */
export class GetAvailabilityQuery extends Query<AvailabilityView> {
  constructor(
    readonly date: string,
    readonly serviceTypeId: string,
    readonly employeeId: string | null,
    readonly durationMinutes: number | null,
    readonly excludeId: string | null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetAvailabilityQuery)
export class GetAvailabilityHandler implements IQueryHandler<
  GetAvailabilityQuery,
  AvailabilityView
> {
  constructor(
    private readonly reader: BookingReader,
    private readonly queries: QueryBus,
  ) {}

  async execute(query: GetAvailabilityQuery): Promise<AvailabilityView> {
    if (!isLocalDate(query.date)) {
      throw new ValidationError([
        { field: 'date', code: 'isDate', message: 'Indica una fecha válida (AAAA-MM-DD).' },
      ]);
    }
    const date: LocalDate = query.date;
    const serviceType = await this.queries.execute(new GetServiceTypeQuery(query.serviceTypeId));
    if (!serviceType) throw new NotFoundError(SERVICE_TYPE_NOT_FOUND);
    const duration = query.durationMinutes ?? serviceType.durationMinutes;
    const durationErrors = bookingTimeErrors(
      { startsAt: query.now.toISOString(), durationMinutes: duration },
      query.now,
    );
    if (durationErrors.length) throw new ValidationError(durationErrors);

    const dayStart = localDayStart(date);
    const dayEnd = localDayStart(addDays(date, 1));
    const [settings, hours, bays, held] = await Promise.all([
      this.reader.settings(),
      this.queries.execute(new GetWorkingHoursQuery(date, query.employeeId, BOOKABLE_POSITIONS)),
      this.reader.activeBayIds(),
      this.reader.held(dayStart, dayEnd, query.excludeId),
    ]);
    if (query.employeeId && !hours.employees.length) throw new NotFoundError(EMPLOYEE_NOT_FOUND);

    const opening = hours.holiday ? [] : openingIntervals(settings.openingHours, date);
    const closed = hours.holiday
      ? { reason: 'holiday' as const, holiday_name: hours.holiday.name }
      : opening.length
        ? null
        : { reason: 'closed' as const, holiday_name: null };
    const slots = freeSlots({
      opening,
      durationMinutes: duration,
      stepMinutes: settings.slotMinutes,
      bufferMinutes: settings.bufferMinutes,
      notBefore: query.now,
      mechanics: hours.employees.map((employee) => ({
        id: employee.id,
        available: employee.intervals,
        busy: held.filter((booking) => booking.employeeId === employee.id),
      })),
      bays: bays.map((bay) => ({
        id: bay.id,
        available: opening,
        busy: held.filter((booking) => booking.bayId === bay.id),
      })),
    });
    return {
      date,
      duration_minutes: duration,
      closed,
      slots: slots.map((slot) => ({
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        employee_ids: slot.employeeIds,
        bay_ids: slot.bayIds,
      })),
      employees: hours.employees.map((employee) => ({
        id: employee.id,
        full_name: employee.fullName,
      })),
    };
  }
}
