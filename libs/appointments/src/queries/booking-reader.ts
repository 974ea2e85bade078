import { Injectable } from '@nestjs/common';
import { MAX_APPOINTMENT_MINUTES } from '@px/contracts';
import { SqlClient } from '@px/platform';
import { type Interval } from '@px/workforce';
import { type OpeningHours } from '../domain/opening-hours';

/** The workshop's booking settings (the one row of appointment_settings). */
export interface BookingSettings {
  openingHours: OpeningHours;
  slotMinutes: number;
  bufferMinutes: number;
  reminderHoursBefore: number;
}

/** A booking that holds its mechanic and bay, as the slot finder sees it. */
export interface HeldBooking extends Interval {
  id: string;
  employeeId: string | null;
  bayId: string | null;
}

/** What the slot finder and the booking commands read: settings, bays, bookings of a period. */
@Injectable()
export class BookingReader {
  constructor(private readonly sql: SqlClient) {}

  async settings(): Promise<BookingSettings> {
    const [row] = await this.sql.query<{
      opening_hours: OpeningHours;
      slot_minutes: number;
      buffer_minutes: number;
      reminder_hours_before: number;
    }>(
      `select opening_hours, slot_minutes, buffer_minutes, reminder_hours_before
         from appointment_settings where id = 1`,
    );
    return {
      openingHours: row.opening_hours,
      slotMinutes: row.slot_minutes,
      bufferMinutes: row.buffer_minutes,
      reminderHoursBefore: row.reminder_hours_before,
    };
  }

  /** The active bays, in the workshop's order. */
  activeBayIds(): Promise<{ id: string; name: string }[]> {
    return this.sql.query(`select id, name from bay where active order by sort_order, name`);
  }

  /** Bookings holding their slot that touch `from`–`to` (but `excludeId`, being moved). */
  async held(from: Date, to: Date, excludeId: string | null): Promise<HeldBooking[]> {
    const rows = await this.sql.query<{
      id: string;
      employee_id: string | null;
      bay_id: string | null;
      starts_at: Date;
      ends_at: Date;
    }>(
      // No booking is longer than MAX_APPOINTMENT_MINUTES (a database check): the start's lower
      // bound lets the time index read only the period's bookings.
      `select id, employee_id, bay_id, starts_at, ends_at from appointment
        where status in ('scheduled', 'confirmed', 'checked_in')
          and starts_at < $2 and ends_at > $1
          and starts_at > $1::timestamptz - make_interval(mins => $4)
          and ($3::uuid is null or id <> $3::uuid)`,
      [from, to, excludeId, MAX_APPOINTMENT_MINUTES],
    );
    return rows.map((row) => ({
      id: row.id,
      employeeId: row.employee_id,
      bayId: row.bay_id,
      start: row.starts_at,
      end: row.ends_at,
    }));
  }
}
