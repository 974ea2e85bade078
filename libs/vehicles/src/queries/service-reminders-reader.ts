import { Inject, Injectable } from '@nestjs/common';
import { type ServiceReminder } from '@px/contracts';
import { APP_CONFIG, type AppConfig, SqlClient } from '@px/platform';
import { reminderState } from '../domain/reminder-state';

type ReminderRow = Omit<ServiceReminder, 'state'> & { current_km: number | null };

/** The workshop's calendar date (YYYY-MM-DD) in its time zone: reminders fall due by local days. */
export function workshopToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

@Injectable()
export class ServiceRemindersReader {
  constructor(
    private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private withState(rows: ReminderRow[]): ServiceReminder[] {
    const today = workshopToday(this.config.businessTimezone);
    return rows.map(({ current_km, ...row }) => ({
      ...row,
      state: reminderState(
        {
          dueDate: row.due_date,
          dueKm: row.due_km,
          doneAt: row.done_at ? new Date(row.done_at) : null,
        },
        today,
        current_km,
      ),
    }));
  }

  private select(where: string, params: unknown[]): Promise<ReminderRow[]> {
    return this.sql.query<ReminderRow>(
      `select r.id, r.vehicle_id, r.kind, r.description,
              to_char(r.due_date, 'YYYY-MM-DD') as due_date, r.due_km, r.done_at, r.created_at,
              r.updated_at, r.version, v.odometer_km as current_km
         from service_reminder r join vehicle v on v.id = r.vehicle_id
        where v.deleted_at is null and ${where}
        order by r.done_at is not null, r.due_date nulls last, r.due_km nulls last, r.created_at`,
      params,
    );
  }

  /** A vehicle's reminders: pending ones by due date, then the done ones. Null: no such vehicle. */
  async list(vehicleId: string): Promise<ServiceReminder[] | null> {
    const vehicle = await this.sql.one(
      'select 1 from vehicle where id = $1 and deleted_at is null',
      [vehicleId],
    );
    if (!vehicle) return null;
    return this.withState(await this.select('r.vehicle_id = $1', [vehicleId]));
  }

  async get(vehicleId: string, reminderId: string): Promise<ServiceReminder | null> {
    const [row] = await this.select('r.vehicle_id = $1 and r.id = $2', [vehicleId, reminderId]);
    return row ? (this.withState([row])[0] ?? null) : null;
  }
}
