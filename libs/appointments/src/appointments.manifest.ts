import { PERMISSIONS, realtimeRooms } from '@px/contracts';
import { defineModule, jobHandledBy } from '@px/platform';
import { Migration20261126173100_appointments } from '../migrations/Migration20261126173100_appointments';
import { Migration20261126220000_appointment_links } from '../migrations/Migration20261126220000_appointment_links';
import { APPOINTMENTS_CATALOGUE } from './appointments.catalogue';
import { APPOINTMENT_REMINDER_JOB, AppointmentReminderJob } from './jobs/appointment-reminder.job';
import { AppointmentsModule } from './appointments.module';

/**
 * Appointments (issue 19): the bookings, bays and booking settings, the slot finder, the calendar's
 * and the palette's reads.
 */
export const APPOINTMENTS_MANIFEST = defineModule({
  name: 'appointments',
  module: AppointmentsModule,
  access: APPOINTMENTS_CATALOGUE,
  migrations: [
    { name: 'Migration20261126173100_appointments', class: Migration20261126173100_appointments },
    {
      name: 'Migration20261126220000_appointment_links',
      class: Migration20261126220000_appointment_links,
    },
  ],
  /** The e-mail reminder, one delayed job per booking (ReminderScheduleSubscriber places it). */
  jobs: [jobHandledBy(APPOINTMENT_REMINDER_JOB, AppointmentReminderJob)],
  /** Its tables, written in SQL only (no entities). */
  tables: ['appointment', 'bay', 'appointment_settings'],
  // Raised by the notifications module's subscriber on appointment events.
  notificationTypes: ['appointment_created', 'appointment_reminder'],
  realtimeRooms: [
    { room: realtimeRooms.appointments, permission: PERMISSIONS.appointments.appointments.read },
  ],
});
