import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AppointmentSettingsView } from '@px/contracts';
import { BookingReader } from './booking-reader';

/** The workshop's booking settings (GET /api/appointments/settings): the calendar draws them. */
export class GetAppointmentSettingsQuery extends Query<AppointmentSettingsView> {}

@QueryHandler(GetAppointmentSettingsQuery)
export class GetAppointmentSettingsHandler implements IQueryHandler<
  GetAppointmentSettingsQuery,
  AppointmentSettingsView
> {
  constructor(private readonly reader: BookingReader) {}

  async execute(): Promise<AppointmentSettingsView> {
    const settings = await this.reader.settings();
    return {
      opening_hours: settings.openingHours,
      slot_minutes: settings.slotMinutes,
      buffer_minutes: settings.bufferMinutes,
      reminder_hours_before: settings.reminderHoursBefore,
    };
  }
}
