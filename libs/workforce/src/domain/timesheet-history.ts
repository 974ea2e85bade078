import {
  type ClockCorrectionView,
  type ClockEntryView,
  type JobOrderHours,
  type TimeClockHistoryDay,
  type TimeClockHistoryEntry,
} from '@px/contracts';
import { type LocalDate, localDate } from './local-day';

/**
 * A worker's history of the time clock (/time-tracking, /timesheet-editing): their entries grouped
 * by local day, each with the corrections made to it and the job clock time inside it per order.
 *
 * A jornada belongs to the day it starts (as the registro de jornada lists it): a night shift from
 * 22:00 to 06:00 is one line of its first day with its 8 hours, so a day's and a period's totals are
 * the plain sums of the lines shown (the status screen's "today" cuts at midnight instead, because
 * it counts what is being worked now).
 */

/** Job clock time inside one attendance entry on one labor line. */
export interface EntryJobTime {
  clock_entry_id: string;
  work_order_id: string;
  work_order_line_id: string;
  ms: number;
}

/** The orders and lines the job clock ran on, as work orders name them now. */
export interface JobWorkNames {
  orders: ReadonlyMap<string, { number: string; title: string; license_plate: string | null }>;
  lines: ReadonlyMap<string, string>;
}

/** The job time per order (most hours first), each with its lines (most hours first). */
export function jobHoursByOrder(
  times: readonly EntryJobTime[],
  refs: JobWorkNames,
): JobOrderHours[] {
  const orders = new Map<string, JobOrderHours>();
  for (const time of times) {
    const ref = refs.orders.get(time.work_order_id);
    let order = orders.get(time.work_order_id);
    if (!order) {
      order = {
        work_order_id: time.work_order_id,
        number: ref?.number ?? null,
        title: ref?.title ?? null,
        license_plate: ref?.license_plate ?? null,
        ms: 0,
        lines: [],
      };
      orders.set(time.work_order_id, order);
    }
    order.ms += time.ms;
    const line = order.lines.find((one) => one.work_order_line_id === time.work_order_line_id);
    if (line) line.ms += time.ms;
    else {
      order.lines.push({
        work_order_line_id: time.work_order_line_id,
        name: refs.lines.get(time.work_order_line_id) ?? '',
        ms: time.ms,
      });
    }
  }
  const byHours = <T extends { ms: number }>(a: T, b: T) => b.ms - a.ms;
  return [...orders.values()]
    .map((order) => ({ ...order, lines: [...order.lines].sort(byHours) }))
    .sort((a, b) => byHours(a, b) || (a.number ?? '').localeCompare(b.number ?? ''));
}

export interface HistoryInput {
  /** The entries that start in the period, with their totals measured up to now. */
  entries: readonly ClockEntryView[];
  /** The corrections of those entries (any order). */
  corrections: readonly ClockCorrectionView[];
  jobTimes: readonly EntryJobTime[];
  refs: JobWorkNames;
}

export interface History {
  days: TimeClockHistoryDay[];
  jobs: JobOrderHours[];
  totals: {
    worked_ms: number;
    break_ms: number;
    job_ms: number;
    days: number;
    entries: number;
    corrected: number;
    auto_closed_pending: number;
  };
}

/** An entry the system closed that no manager has confirmed or corrected yet. */
export function isPendingReview(entry: Pick<ClockEntryView, 'auto_closed' | 'review'>): boolean {
  return entry.auto_closed && !entry.review;
}

const byTime = (a: { created_at: string }, b: { created_at: string }) =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;

/**
 * The days (oldest first, only those with entries), each entry with its corrections (oldest
 * first), and the period's totals. `pendingReview` says whether an entry still waits for a manager
 * (isPendingReview: closed by the system and not reviewed).
 */
export function groupHistory(
  { entries, corrections, jobTimes, refs }: HistoryInput,
  pendingReview: (entry: ClockEntryView) => boolean = isPendingReview,
): History {
  const correctionsOf = new Map<string, ClockCorrectionView[]>();
  for (const correction of [...corrections].sort(byTime)) {
    const list = correctionsOf.get(correction.clock_entry_id) ?? [];
    list.push(correction);
    correctionsOf.set(correction.clock_entry_id, list);
  }
  const jobsOf = new Map<string, EntryJobTime[]>();
  for (const time of jobTimes) {
    const list = jobsOf.get(time.clock_entry_id) ?? [];
    list.push(time);
    jobsOf.set(time.clock_entry_id, list);
  }

  const days = new Map<LocalDate, { entries: TimeClockHistoryEntry[]; jobs: EntryJobTime[] }>();
  const sorted = [...entries].sort((a, b) =>
    a.clock_in < b.clock_in ? -1 : a.clock_in > b.clock_in ? 1 : 0,
  );
  for (const entry of sorted) {
    const date = localDate(new Date(entry.clock_in));
    const day = days.get(date) ?? { entries: [], jobs: [] };
    day.entries.push({ ...entry, corrections: correctionsOf.get(entry.id) ?? [] });
    day.jobs.push(...(jobsOf.get(entry.id) ?? []));
    days.set(date, day);
  }

  const sum = <T>(items: readonly T[], of: (item: T) => number) =>
    items.reduce((total, item) => total + of(item), 0);
  const historyDays: TimeClockHistoryDay[] = [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, day]) => ({
      date,
      worked_ms: sum(day.entries, (entry) => entry.worked_ms),
      break_ms: sum(day.entries, (entry) => entry.break_ms),
      job_ms: sum(day.jobs, (time) => time.ms),
      entries: day.entries,
      jobs: jobHoursByOrder(day.jobs, refs),
    }));
  const entryIds = new Set(sorted.map((entry) => entry.id));
  const ownJobTimes = jobTimes.filter((time) => entryIds.has(time.clock_entry_id));
  return {
    days: historyDays,
    jobs: jobHoursByOrder(ownJobTimes, refs),
    totals: {
      worked_ms: sum(historyDays, (day) => day.worked_ms),
      break_ms: sum(historyDays, (day) => day.break_ms),
      job_ms: sum(historyDays, (day) => day.job_ms),
      days: historyDays.length,
      entries: sorted.length,
      corrected: sorted.filter((entry) => entry.corrected).length,
      auto_closed_pending: sorted.filter(pendingReview).length,
    },
  };
}
