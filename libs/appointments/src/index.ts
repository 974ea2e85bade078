// The public surface of @px/appointments: its manifest, Nest module, commands, queries (with their
// answers) and events. Never handlers or readers (CONVENTIONS: other libs go through the buses).
export { BookAppointmentCommand } from './commands/book-appointment.command';
export { UpdateAppointmentCommand } from './commands/update-appointment.command';
export { ConfirmAppointmentCommand } from './commands/confirm-appointment.command';
export { CancelAppointmentCommand } from './commands/cancel-appointment.command';
export { MarkAppointmentNoShowCommand } from './commands/mark-appointment-no-show.command';
export { CheckInAppointmentCommand } from './commands/check-in-appointment.command';
export { CompleteAppointmentCommand } from './commands/complete-appointment.command';
export { type BookingActor, type BookingFields } from './commands/booking';
export {
  RecordReminderOutcomeCommand,
  type ReminderOutcome,
} from './commands/record-reminder-outcome.command';
export { AnswerAppointmentLinkCommand } from './commands/answer-appointment-link.command';
export { GetAppointmentLinkQuery } from './queries/appointment-link.query';
export {
  APPOINTMENT_REMINDER_JOB,
  type AppointmentReminderPayload,
} from './jobs/appointment-reminder.job';
// The demo seeder writes bookings as the commands do: found by the same text.
export { appointmentSearchSource } from './domain/booking-rules';
export { ListAppointmentsQuery } from './queries/appointment-list.query';
export { GetAppointmentQuery } from './queries/appointment.query';
export { SearchAppointmentsQuery } from './queries/appointment-search.query';
export { GetAvailabilityQuery } from './queries/availability.query';
export * from './events/appointment.events';
export * from './appointments.module';
export * from './appointments.manifest';
