import {
  type AppointmentChannel,
  type AppointmentReminderState,
  type AppointmentStatus,
  type AppointmentView,
} from '@px/contracts';

/** The columns of an appointment as the API answers it (list, detail, after every command). */
export const APPOINTMENT_COLUMNS = `a.id, a.status, a.channel, a.starts_at, a.ends_at,
  a.service_type_id, a.service_type_name, a.customer_id, a.customer_name, a.customer_phone,
  a.customer_email, a.vehicle_id, a.license_plate, a.vehicle_label, a.employee_id,
  a.employee_name, a.bay_id, b.name as bay_name, a.notes, a.overbooked, a.cancel_reason,
  a.reminder_state, a.reminder_due_at, a.reminder_sent_at, a.reminder_error, a.confirmed_at,
  a.checked_in_at, a.cancelled_at, a.no_show_at, a.completed_at, a.work_order_id, a.created_at, a.updated_at, a.version`;

/** The tables APPOINTMENT_COLUMNS reads (`a`, with its bay `b`). */
export const APPOINTMENT_FROM = 'appointment a left join bay b on b.id = a.bay_id';

export interface AppointmentRow {
  id: string;
  status: AppointmentStatus;
  channel: AppointmentChannel;
  starts_at: Date;
  ends_at: Date;
  service_type_id: string;
  service_type_name: string;
  customer_id: string;
  customer_name: string;
  customer_phone: string | null;
  customer_email: string | null;
  vehicle_id: string | null;
  license_plate: string | null;
  vehicle_label: string | null;
  employee_id: string | null;
  employee_name: string | null;
  bay_id: string | null;
  bay_name: string | null;
  notes: string | null;
  overbooked: boolean;
  cancel_reason: string | null;
  reminder_state: AppointmentReminderState;
  reminder_due_at: Date | null;
  reminder_sent_at: Date | null;
  reminder_error: string | null;
  confirmed_at: Date | null;
  checked_in_at: Date | null;
  cancelled_at: Date | null;
  no_show_at: Date | null;
  completed_at: Date | null;
  work_order_id: string | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAppointmentView(row: AppointmentRow): AppointmentView {
  return {
    id: row.id,
    status: row.status,
    channel: row.channel,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    duration_minutes: Math.round((row.ends_at.getTime() - row.starts_at.getTime()) / 60_000),
    service_type_id: row.service_type_id,
    service_type: row.service_type_name,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    customer_phone: row.customer_phone,
    customer_email: row.customer_email,
    vehicle_id: row.vehicle_id,
    license_plate: row.license_plate,
    vehicle_label: row.vehicle_label,
    employee_id: row.employee_id,
    employee_name: row.employee_name,
    bay_id: row.bay_id,
    bay_name: row.bay_name,
    notes: row.notes,
    overbooked: row.overbooked,
    cancel_reason: row.cancel_reason,
    reminder: {
      state: row.reminder_state,
      due_at: iso(row.reminder_due_at),
      sent_at: iso(row.reminder_sent_at),
      error: row.reminder_error,
    },
    confirmed_at: iso(row.confirmed_at),
    checked_in_at: iso(row.checked_in_at),
    cancelled_at: iso(row.cancelled_at),
    no_show_at: iso(row.no_show_at),
    completed_at: iso(row.completed_at),
    work_order_id: row.work_order_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
  };
}
