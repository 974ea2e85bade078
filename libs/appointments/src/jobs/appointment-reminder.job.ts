import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type Job } from 'bullmq';
import {
  APP_CONFIG,
  type AppConfig,
  type JobHandler,
  Mailer,
  SqlClient,
  defineJob,
  signLink,
} from '@px/platform';
import { GetWorkshopProfileQuery, workshopAddress } from '@px/system';
import { RecordReminderOutcomeCommand } from '../commands/record-reminder-outcome.command';
import { appointmentReminderMail } from '../domain/reminder-mail';

export interface AppointmentReminderPayload {
  appointment_id: string;
  /** The due time this job was scheduled for (ISO): a moved booking's old job sends nothing. */
  due_at: string;
}

/** The e-mail reminder of one booking, delayed until it is due (queue `reminders`). */
export const APPOINTMENT_REMINDER_JOB = defineJob<AppointmentReminderPayload>(
  'reminders',
  'appointment-reminder',
);

/** The purpose the reminder's links are signed for (SignedLinks). */
export const APPOINTMENT_LINK_PURPOSE = 'appointment';

interface ReminderRow {
  status: string;
  starts_at: Date;
  service_type_name: string;
  customer_name: string;
  customer_email: string | null;
  license_plate: string | null;
  vehicle_label: string | null;
  reminder_state: string;
  reminder_due_at: Date | null;
  link_nonce: string;
}

/**
 * Sends the reminder if the booking still wants it (still coming, still due at this time, still
 * pending), with its signed link. A failed send is recorded with its error and thrown, so BullMQ
 * retries it with backoff; after the last attempt the reminder shows as failed (never lost
 * silently). Idempotent: a sent reminder is not pending any more, so a repeated job sends nothing.
 */
@Injectable()
export class AppointmentReminderJob implements JobHandler<AppointmentReminderPayload> {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(
    { appointment_id: id, due_at: dueAt }: AppointmentReminderPayload,
    job?: Job<AppointmentReminderPayload>,
  ): Promise<{ sent: boolean }> {
    const row = await this.sql.one<ReminderRow>(
      `select status, starts_at, service_type_name, customer_name, customer_email, license_plate,
              vehicle_label, reminder_state, reminder_due_at, link_nonce
         from appointment where id = $1`,
      [id],
    );
    const wanted =
      row &&
      row.reminder_state === 'pending' &&
      row.reminder_due_at?.toISOString() === dueAt &&
      (row.status === 'scheduled' || row.status === 'confirmed') &&
      row.customer_email;
    if (!wanted) return { sent: false };
    const workshop = await this.queries.execute(new GetWorkshopProfileQuery());
    const token = signLink(this.config.jwtSecret, APPOINTMENT_LINK_PURPOSE, {
      id,
      nonce: row.link_nonce,
      expiresAt: row.starts_at,
    });
    const mail = appointmentReminderMail(
      {
        customerName: row.customer_name,
        serviceType: row.service_type_name,
        startsAt: row.starts_at,
        licensePlate: row.license_plate,
        vehicleLabel: row.vehicle_label,
        link: `${this.config.publicUrl}/c/${token}`,
      },
      {
        name: workshop?.name ?? 'El taller',
        phone: workshop?.phone ?? null,
        address: workshop ? workshopAddress(workshop) : '',
      },
    );
    try {
      await this.mailer.send({ to: row.customer_email!, ...mail });
    } catch (error) {
      const attempts = job?.opts.attempts ?? 1;
      const last = (job?.attemptsMade ?? 0) + 1 >= attempts;
      await this.commands.execute(
        new RecordReminderOutcomeCommand(id, dueAt, { sent: false, error: messageOf(error), last }),
      );
      throw error;
    }
    await this.commands.execute(new RecordReminderOutcomeCommand(id, dueAt, { sent: true }));
    return { sent: true };
  }
}

const messageOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);
