// ── Appointments (/appointments/*, issue 19) ─────────────────────────────────────────────────────

/**
 * An appointment's life: booked (`scheduled`), confirmed by the customer, the car received
 * (`checked_in`), the work done (`completed`); or `cancelled` with a reason, or `no_show`.
 */
export const APPOINTMENT_STATUSES = [
  'scheduled',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** How the booking reached the workshop. */
export const APPOINTMENT_CHANNELS = ['phone', 'in_person', 'web', 'whatsapp'] as const;
export type AppointmentChannel = (typeof APPOINTMENT_CHANNELS)[number];

/** The e-mail reminder's state: none (no e-mail, or booked too late), pending, sent, failed. */
export const APPOINTMENT_REMINDER_STATES = ['none', 'pending', 'sent', 'failed'] as const;
export type AppointmentReminderState = (typeof APPOINTMENT_REMINDER_STATES)[number];

/** Longest appointment a booking may hold (a day's work: longer jobs are planned as orders). */
export const MAX_APPOINTMENT_MINUTES = 600;
/** Shortest appointment (a quick check). */
export const MIN_APPOINTMENT_MINUTES = 10;
/** The appointment search's result count (GET /api/appointments/search). */
export const APPOINTMENT_SEARCH_DEFAULT_LIMIT = 5;
export const APPOINTMENT_SEARCH_MAX_LIMIT = 20;

/** GET /api/appointments/search: SPEC §7's result, a plain array (the palette's "Cita - …"). */
export interface AppointmentSearchResult {
  id: string;
  service_type: string;
  /** ISO instant of the start. */
  appointment_date: string;
  customer_name: string;
}

/** A workshop bay or lift an appointment may hold. */
export interface BayView {
  id: string;
  name: string;
  active: boolean;
}

/** GET /api/appointments/{id} and each row of GET /api/appointments. */
export interface AppointmentView {
  id: string;
  status: AppointmentStatus;
  channel: AppointmentChannel;
  /** ISO instants. */
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  service_type_id: string;
  service_type: string;
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
  /** Booked over another booking of the same mechanic or bay by a manager's decision. */
  overbooked: boolean;
  cancel_reason: string | null;
  reminder: {
    state: AppointmentReminderState;
    /** ISO instant the reminder is (or was) due. */
    due_at: string | null;
    sent_at: string | null;
    error: string | null;
  };
  confirmed_at: string | null;
  checked_in_at: string | null;
  cancelled_at: string | null;
  no_show_at: string | null;
  completed_at: string | null;
  work_order_id: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

/** One free slot of GET /api/appointments/availability. */
export interface AvailabilitySlot {
  /** ISO instants. */
  start: string;
  end: string;
  /** The mechanics free for the whole slot (the one asked for, or every free one). */
  employee_ids: string[];
  /** The bays free for the whole slot (empty when the workshop has none). */
  bay_ids: string[];
}

/** GET /api/appointments/availability?date=&service_type_id=&employee_id=&duration=. */
export interface AvailabilityView {
  date: string;
  duration_minutes: number;
  /** The workshop closed that day: a holiday's name, or 'closed' when the hours say so. */
  closed: { reason: 'holiday' | 'closed'; holiday_name: string | null } | null;
  slots: AvailabilitySlot[];
  employees: { id: string; full_name: string }[];
}

/** The workshop's booking settings (opening hours, the slot grid, the buffer, the reminder). */
export interface AppointmentSettingsView {
  /** ISO weekday '1'…'7' → wall-clock ranges ('08:00'–'13:00'); a missing day is closed. */
  opening_hours: Record<string, { start: string; end: string }[]>;
  slot_minutes: number;
  buffer_minutes: number;
  reminder_hours_before: number;
}

/** The appointment events' types (the outbox, realtime and notifications name them). */
export const APPOINTMENT_EVENT = {
  Booked: 'AppointmentBooked',
  Rescheduled: 'AppointmentRescheduled',
  Confirmed: 'AppointmentConfirmed',
  Cancelled: 'AppointmentCancelled',
  NoShow: 'AppointmentNoShow',
  CheckedIn: 'AppointmentCheckedIn',
  /** The car was handed back: the visit is over. */
  Completed: 'AppointmentCompleted',
  /** The e-mail reminder went out. */
  ReminderSent: 'AppointmentReminderSent',
  /** The e-mail reminder could not be sent after its last attempt. */
  ReminderFailed: 'AppointmentReminderFailed',
} as const;

/** Every appointment event carries what its subscribers need, so they work from it alone. */
export interface AppointmentEventPayload {
  id: string;
  status: AppointmentStatus;
  starts_at: string;
  ends_at: string;
  service_type: string;
  customer_id: string;
  customer_name: string;
  vehicle_id: string | null;
  license_plate: string | null;
  employee_id: string | null;
  bay_id: string | null;
  /** Fields a reschedule or edit changed (empty for the other events). */
  changed: string[];
}

/** appointment.changed: which booking, where it stands now (screens refetch through the API). */
export interface AppointmentChangedPayload {
  id: string;
  status: AppointmentStatus;
  /** The event's type (APPOINTMENT_EVENT). */
  event: string;
}

/** GET /api/public/appointments/{token}: what the reminder's link shows the customer. */
export interface PublicAppointmentView {
  status: AppointmentStatus;
  /** ISO instants. */
  starts_at: string;
  ends_at: string;
  service_type: string;
  /** The customer's name as booked (the link was mailed to them). */
  customer_name: string;
  license_plate: string | null;
  workshop: { name: string; phone: string | null; address: string };
  can_confirm: boolean;
  can_cancel: boolean;
}
