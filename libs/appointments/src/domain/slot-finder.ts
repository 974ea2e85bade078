import { type Interval } from '@px/workforce';

/** Someone or something a booking holds: a mechanic or a bay, with the time already taken. */
export interface BookableResource {
  id: string;
  /** When it can be booked at all (a mechanic's working time; a bay: the opening hours). */
  available: readonly Interval[];
  /** Bookings it already holds. */
  busy: readonly Interval[];
}

export interface SlotQuestion {
  /** The workshop's opening hours that day. */
  opening: readonly Interval[];
  durationMinutes: number;
  /** The grid slots start on, from the opening (e.g. every 15 minutes). */
  stepMinutes: number;
  /** Free time kept between two bookings of the same mechanic or bay. */
  bufferMinutes: number;
  /** No slot starts before it (now, for today). */
  notBefore: Date;
  mechanics: readonly BookableResource[];
  /** Empty: the workshop books no bays, a slot needs only a mechanic. */
  bays: readonly BookableResource[];
}

export interface FreeSlot {
  start: Date;
  end: Date;
  employeeIds: string[];
  bayIds: string[];
}

const MINUTE = 60_000;

const within = (start: number, end: number, intervals: readonly Interval[]) =>
  intervals.some((i) => i.start.getTime() <= start && end <= i.end.getTime());

/**
 * Whether `start`–`end` collides with a booking of `busy` once each booking is widened by the
 * buffer on both sides (a booking ending at 10:00 with a 10-minute buffer keeps 10:00–10:10 free).
 */
export function collides(
  start: number,
  end: number,
  busy: readonly Interval[],
  bufferMinutes: number,
): boolean {
  const buffer = bufferMinutes * MINUTE;
  return busy.some((b) => start < b.end.getTime() + buffer && b.start.getTime() - buffer < end);
}

const freeIds = (
  resources: readonly BookableResource[],
  start: number,
  end: number,
  buffer: number,
) =>
  resources
    .filter((r) => within(start, end, r.available) && !collides(start, end, r.busy, buffer))
    .map((r) => r.id);

/**
 * The slots a booking of `durationMinutes` can take (Cal.com's model): starts on the step grid of
 * each opening range, the whole slot inside the opening, a mechanic working and free for all of
 * it (buffers kept), and a free bay when the workshop books bays. Each slot lists who and which
 * bays are free, so the desk can pick. In time order.
 */
export function freeSlots(question: SlotQuestion): FreeSlot[] {
  const duration = question.durationMinutes * MINUTE;
  const step = Math.max(1, question.stepMinutes) * MINUTE;
  const slots: FreeSlot[] = [];
  for (const open of question.opening) {
    const openStart = open.start.getTime();
    // The first grid point of this range not before `notBefore`.
    const skip = Math.max(0, Math.ceil((question.notBefore.getTime() - openStart) / step));
    for (
      let start = openStart + skip * step;
      start + duration <= open.end.getTime();
      start += step
    ) {
      const end = start + duration;
      const employeeIds = freeIds(question.mechanics, start, end, question.bufferMinutes);
      if (!employeeIds.length) continue;
      const bayIds = freeIds(question.bays, start, end, question.bufferMinutes);
      if (question.bays.length && !bayIds.length) continue;
      slots.push({ start: new Date(start), end: new Date(end), employeeIds, bayIds });
    }
  }
  return slots;
}
