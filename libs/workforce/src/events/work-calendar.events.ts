import {
  type LocalHolidayPayload,
  WORK_CALENDAR_EVENT,
  type WorkCalendarSettingsChangedPayload,
  type WorkScheduleChangedPayload,
} from '@px/contracts';
import { DomainEvent } from '@px/platform';

/**
 * The aggregate id of the workshop's one calendar (its settings and town holidays): the outbox
 * keys events by a uuid, and the calendar is a singleton row, so it has a fixed one.
 */
export const WORKSHOP_CALENDAR_ID = '023cfb39-f963-47ec-a6b7-0f2fd416f3ff';

/** An employee's weekly pattern changed from a date (planning and capacity follow it). */
export class WorkScheduleChanged extends DomainEvent<WorkScheduleChangedPayload> {
  static readonly TYPE = WORK_CALENDAR_EVENT.WorkScheduleChanged;
  readonly type = WorkScheduleChanged.TYPE;
  readonly aggregateType = 'employee';
}

/** A town holiday entered by hand: nobody works that day. */
export class LocalHolidayAdded extends DomainEvent<LocalHolidayPayload> {
  static readonly TYPE = WORK_CALENDAR_EVENT.LocalHolidayAdded;
  readonly type = LocalHolidayAdded.TYPE;
  readonly aggregateType = 'workforce_calendar';
}

/** A town holiday removed: the day is a working day again. */
export class LocalHolidayRemoved extends DomainEvent<LocalHolidayPayload> {
  static readonly TYPE = WORK_CALENDAR_EVENT.LocalHolidayRemoved;
  readonly type = LocalHolidayRemoved.TYPE;
  readonly aggregateType = 'workforce_calendar';
}

/** The workshop's region, default vacation days or auto-close margin changed. */
export class WorkCalendarSettingsChanged extends DomainEvent<WorkCalendarSettingsChangedPayload> {
  static readonly TYPE = WORK_CALENDAR_EVENT.WorkCalendarSettingsChanged;
  readonly type = WorkCalendarSettingsChanged.TYPE;
  readonly aggregateType = 'workforce_calendar';
}
