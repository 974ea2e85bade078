import { type Refusal } from './workforce-refusal';

/**
 * The time clock (registro de jornada): a worker clocks in, takes breaks and clocks out. An entry
 * or a break without its end is still running. This file answers where a worker stands and which
 * button they may press next; worked-time.ts does the arithmetic.
 */

/** One attendance entry: from clocking in to clocking out (null while still at work). */
export interface ClockEntry {
  clockIn: Date;
  clockOut: Date | null;
}

/** A pause inside an entry (null end while the worker is still on it). */
export interface ClockBreak {
  start: Date;
  end: Date | null;
}

export type ClockStatus = 'out' | 'working' | 'on_break';

export const CLOCK_STATUS_LABELS: Record<ClockStatus, string> = {
  out: 'Fuera',
  working: 'Trabajando',
  on_break: 'En pausa',
};

export interface ClockState {
  status: ClockStatus;
  /**
   * When the current status began: the clock-in, or the end of the last break, while working; the
   * break's start while on break; the last clock-out while out (null if never clocked).
   */
  since: Date | null;
  /** The clock-in of the running entry (null while out). */
  clockedInAt: Date | null;
}

export type ClockAction = 'clock_in' | 'break_start' | 'break_end' | 'clock_out';

export type ClockRefusalCode =
  'not_clocked_in' | 'already_clocked_in' | 'not_on_break' | 'already_on_break';

/** What the worker reads when the button they pressed does not apply (a 409). */
export const CLOCK_REFUSAL_MESSAGES: Record<ClockRefusalCode, string> = {
  not_clocked_in: 'No has fichado la entrada.',
  already_clocked_in: 'Ya has fichado la entrada.',
  not_on_break: 'No estás en pausa.',
  already_on_break: 'Ya estás en pausa.',
};

export type ClockTransition =
  /** The action applies: the status after it, and whether it also ends the running break. */
  | { allowed: true; next: ClockStatus; closesBreak: boolean }
  | ({ allowed: false } & Refusal<ClockRefusalCode>);

const latest = (dates: readonly Date[]): Date | null =>
  dates.reduce<Date | null>((max, date) => (!max || date > max ? date : max), null);

/**
 * Where a worker stands, from their entries and breaks (any order; typically the last few days).
 * Only the latest running entry counts, and only a running break that started inside it.
 */
export function clockState(
  entries: readonly ClockEntry[],
  breaks: readonly ClockBreak[],
): ClockState {
  const running = entries
    .filter((entry) => entry.clockOut === null)
    .reduce<ClockEntry | null>(
      (last, entry) => (!last || entry.clockIn > last.clockIn ? entry : last),
      null,
    );
  if (!running) {
    const lastOut = latest(entries.map((entry) => entry.clockOut).filter((out) => out !== null));
    return { status: 'out', since: lastOut, clockedInAt: null };
  }
  const inside = breaks.filter((pause) => pause.start >= running.clockIn);
  const openBreak = inside.find((pause) => pause.end === null);
  if (openBreak) {
    return { status: 'on_break', since: openBreak.start, clockedInAt: running.clockIn };
  }
  const lastBreakEnd = latest(inside.map((pause) => pause.end).filter((end) => end !== null));
  return {
    status: 'working',
    since: lastBreakEnd ?? running.clockIn,
    clockedInAt: running.clockIn,
  };
}

function refuse(code: ClockRefusalCode): ClockTransition {
  return { allowed: false, code, message: CLOCK_REFUSAL_MESSAGES[code] };
}

/**
 * What pressing `action` does from `status`. Clocking out while on break is allowed and closes the
 * break at the same instant (a worker who leaves from lunch has left). While out, ending a break
 * answers «No has fichado la entrada»: the entry is what is missing, not the break.
 */
export function clockTransition(status: ClockStatus, action: ClockAction): ClockTransition {
  switch (action) {
    case 'clock_in':
      return status === 'out'
        ? { allowed: true, next: 'working', closesBreak: false }
        : refuse('already_clocked_in');
    case 'break_start':
      if (status === 'out') return refuse('not_clocked_in');
      if (status === 'on_break') return refuse('already_on_break');
      return { allowed: true, next: 'on_break', closesBreak: false };
    case 'break_end':
      if (status === 'out') return refuse('not_clocked_in');
      if (status === 'working') return refuse('not_on_break');
      return { allowed: true, next: 'working', closesBreak: false };
    case 'clock_out':
      if (status === 'out') return refuse('not_clocked_in');
      return { allowed: true, next: 'out', closesBreak: status === 'on_break' };
  }
}
