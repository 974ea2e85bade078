import { Module } from '@nestjs/common';
import { BookAppointmentHandler } from './commands/book-appointment.command';
import { BookingResolver } from './commands/booking';
import { CancelAppointmentHandler } from './commands/cancel-appointment.command';
import { CheckInAppointmentHandler } from './commands/check-in-appointment.command';
import { CompleteAppointmentHandler } from './commands/complete-appointment.command';
import { ConfirmAppointmentHandler } from './commands/confirm-appointment.command';
import { MarkAppointmentNoShowHandler } from './commands/mark-appointment-no-show.command';
import { UpdateAppointmentHandler } from './commands/update-appointment.command';
import { AnswerAppointmentLinkHandler } from './commands/answer-appointment-link.command';
import { RecordReminderOutcomeHandler } from './commands/record-reminder-outcome.command';
import { AppointmentLinksController } from './http/appointment-links.controller';
import { AppointmentsController } from './http/appointments.controller';
import { AppointmentReminderJob } from './jobs/appointment-reminder.job';
import { GetAppointmentLinkHandler } from './queries/appointment-link.query';
import { ReminderScheduleSubscriber } from './subscribers/reminder-schedule.subscriber';
import { ListAppointmentsHandler } from './queries/appointment-list.query';
import { GetAppointmentHandler } from './queries/appointment.query';
import { SearchAppointmentsHandler } from './queries/appointment-search.query';
import { GetAppointmentSettingsHandler } from './queries/appointment-settings.query';
import { GetAvailabilityHandler } from './queries/availability.query';
import { ListBaysHandler } from './queries/bays.query';
import { GetBookingActorHandler } from './queries/booking-actor.query';
import { BookingReader } from './queries/booking-reader';
import { AppointmentRealtimeSubscriber } from './subscribers/appointment-realtime.subscriber';
import { AppointmentPartyChangesSubscriber } from './subscribers/party-changes.subscriber';

/**
 * Appointments: the controllers, one handler per command and query, their helpers, the reminder
 * job and the subscribers.
 */
@Module({
  controllers: [AppointmentsController, AppointmentLinksController],
  providers: [
    BookingResolver,
    BookingReader,
    BookAppointmentHandler,
    UpdateAppointmentHandler,
    ConfirmAppointmentHandler,
    CancelAppointmentHandler,
    MarkAppointmentNoShowHandler,
    CheckInAppointmentHandler,
    CompleteAppointmentHandler,
    RecordReminderOutcomeHandler,
    AnswerAppointmentLinkHandler,
    GetAppointmentLinkHandler,
    AppointmentReminderJob,
    ListAppointmentsHandler,
    GetAppointmentHandler,
    SearchAppointmentsHandler,
    GetAvailabilityHandler,
    ListBaysHandler,
    GetAppointmentSettingsHandler,
    GetBookingActorHandler,
    AppointmentPartyChangesSubscriber,
    AppointmentRealtimeSubscriber,
    ReminderScheduleSubscriber,
  ],
})
export class AppointmentsModule {}
