import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  type AppointmentView,
  addDays,
  datesBetween,
  isLocalDate,
  isoWeekday,
  localDate,
  localDayStart,
  localInstant,
} from '@px/contracts';
import { BUSINESS_TIME_ZONE } from '@/shared/format';

// ── The calendar's state (view, day, filters), kept in the address ──────────────────────────────

export const CALENDAR_VIEWS = ['day', 'week', 'month', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarState {
  view: CalendarView;
  /** The day the period is around, 'YYYY-MM-DD' (Madrid). */
  date: string;
  employee: string | undefined;
  status: AppointmentStatus | undefined;
}

/** Today in the workshop's calendar. */
export const madridToday = (now: Date = new Date()): string => localDate(now);

export function calendarStateOf(params: URLSearchParams, today: string): CalendarState {
  const view = params.get('view') as CalendarView | null;
  const date = params.get('date');
  const status = params.get('status') as AppointmentStatus | null;
  return {
    view: view && CALENDAR_VIEWS.includes(view) ? view : 'week',
    date: date && isLocalDate(date) ? date : today,
    employee: params.get('employee') || undefined,
    status: status && APPOINTMENT_STATUSES.includes(status) ? status : undefined,
  };
}

/** The days a view shows: the day, its Monday-to-Sunday week, or the month's whole weeks. */
export function calendarDays(view: CalendarView, date: string): string[] {
  if (view === 'day') return [date];
  const monday = (day: string) => addDays(day, 1 - isoWeekday(day));
  if (view === 'week') return datesBetween(monday(date), addDays(monday(date), 6));
  const first = `${date.slice(0, 8)}01`;
  const last = addDays(`${addDays(first, 31).slice(0, 8)}01`, -1);
  return datesBetween(monday(first), addDays(monday(last), 6));
}

/** The instants the list asks for: from the first day's midnight to the day after the last. */
export function periodOf(view: CalendarView, date: string): { from: string; to: string } {
  const days = view === 'list' ? calendarDays('month', date) : calendarDays(view, date);
  return {
    from: localDayStart(days[0]).toISOString(),
    to: localDayStart(addDays(days[days.length - 1], 1)).toISOString(),
  };
}

/** The day a step back or forward shows (a day, a week or a month). */
export function shiftCalendar(view: CalendarView, date: string, step: -1 | 1): string {
  if (view === 'day') return addDays(date, step);
  if (view === 'week') return addDays(date, 7 * step);
  const [year, month] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + step, 1));
  return target.toISOString().slice(0, 10);
}

// ── Time on the grid (Madrid wall clock) ───────────────────────────────────────────────────────

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes after midnight (Madrid) of an instant. */
export function minutesOfDay(iso: string): number {
  const [hours, minutes] = wallClock.format(new Date(iso)).split(':').map(Number);
  return hours * 60 + minutes;
}

/** '09:30' of an instant, in Madrid. */
export function clockTime(iso: string): string {
  return wallClock.format(new Date(iso));
}

/** The instant of `minutes` after midnight on `date` (Madrid), as the API takes it. */
export function instantOf(date: string, minutes: number): string {
  return localInstant(date, minutes).toISOString();
}

/** The day (Madrid) an instant falls on. */
export const dayOfInstant = (iso: string): string => localDate(new Date(iso));

/** The hours the grid draws: the opening hours, widened to every booking shown. */
export function gridHours(
  opening: Record<string, { start: string; end: string }[]> | undefined,
  appointments: readonly AppointmentView[],
): { startMinutes: number; endMinutes: number } {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const ranges = Object.values(opening ?? {}).flat();
  let start = ranges.length ? Math.min(...ranges.map((r) => toMinutes(r.start))) : 8 * 60;
  let end = ranges.length ? Math.max(...ranges.map((r) => toMinutes(r.end))) : 19 * 60;
  for (const appointment of appointments) {
    start = Math.min(start, minutesOfDay(appointment.starts_at));
    const endMinutes = minutesOfDay(appointment.ends_at) || 24 * 60;
    end = Math.max(end, endMinutes);
  }
  return { startMinutes: Math.floor(start / 60) * 60, endMinutes: Math.ceil(end / 60) * 60 };
}

/** A booking placed in its day's column: where it starts, how long, side by side with overlaps. */
export interface PlacedAppointment {
  appointment: AppointmentView;
  /** Minutes from the grid's top. */
  top: number;
  height: number;
  lane: number;
  lanes: number;
}

/**
 * The bookings of one day as blocks: each in the first lane free at its start; overlapping ones
 * share the column's width (a cluster's lane count is the most lanes any of them needed).
 */
export function placeDay(
  appointments: readonly AppointmentView[],
  gridStartMinutes: number,
): PlacedAppointment[] {
  const sorted = [...appointments].sort(
    (a, b) => a.starts_at.localeCompare(b.starts_at) || a.ends_at.localeCompare(b.ends_at),
  );
  const placed: PlacedAppointment[] = [];
  let cluster: PlacedAppointment[] = [];
  let clusterEnd = '';
  const laneEnds: string[] = [];
  const closeCluster = () => {
    const lanes = Math.max(1, ...cluster.map((p) => p.lane + 1));
    for (const item of cluster) item.lanes = lanes;
    cluster = [];
    laneEnds.length = 0;
  };
  for (const appointment of sorted) {
    if (cluster.length && appointment.starts_at >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((end) => end <= appointment.starts_at);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = appointment.ends_at;
    const start = minutesOfDay(appointment.starts_at);
    const item: PlacedAppointment = {
      appointment,
      top: start - gridStartMinutes,
      height: Math.max(15, appointment.duration_minutes),
      lane,
      lanes: 1,
    };
    cluster.push(item);
    placed.push(item);
    if (cluster.length === 1 || appointment.ends_at > clusterEnd) clusterEnd = appointment.ends_at;
  }
  if (cluster.length) closeCluster();
  return placed;
}

/** The bookings of each day shown, by day. */
export function byDay(appointments: readonly AppointmentView[]): Map<string, AppointmentView[]> {
  const days = new Map<string, AppointmentView[]>();
  for (const appointment of appointments) {
    const day = dayOfInstant(appointment.starts_at);
    days.set(day, [...(days.get(day) ?? []), appointment]);
  }
  return days;
}

/** Where a block dropped at `offsetMinutes` from the grid's top starts, on the slot grid. */
export function dropStart(
  date: string,
  gridStartMinutes: number,
  offsetMinutes: number,
  slotMinutes: number,
): string {
  const minutes = gridStartMinutes + Math.round(offsetMinutes / slotMinutes) * slotMinutes;
  return instantOf(date, Math.max(0, Math.min(minutes, 24 * 60 - slotMinutes)));
}

// ── Statuses ───────────────────────────────────────────────────────────────────────────────────

/** Each status's antd colour (tags and calendar blocks). */
export const STATUS_COLORS: Record<AppointmentStatus, string> = {
  scheduled: 'blue',
  confirmed: 'green',
  checked_in: 'purple',
  completed: 'default',
  cancelled: 'red',
  no_show: 'orange',
};

/** What the desk may do with a booking in each status. */
export function actionsOf(
  status: AppointmentStatus,
): ('confirm' | 'check-in' | 'no-show' | 'cancel' | 'edit')[] {
  switch (status) {
    case 'scheduled':
      return ['confirm', 'check-in', 'edit', 'no-show', 'cancel'];
    case 'confirmed':
      return ['check-in', 'edit', 'no-show', 'cancel'];
    default:
      return [];
  }
}

/** Only bookings that can still move are dragged on the calendar. */
export const isMovable = (status: AppointmentStatus): boolean =>
  status === 'scheduled' || status === 'confirmed';
