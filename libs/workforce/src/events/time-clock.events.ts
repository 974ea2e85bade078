import {
  type AutoClosedEntryConfirmedPayload,
  type ClockEntryAutoClosedPayload,
  TIME_CLOCK_EVENT,
  type TimeClockPunchPayload,
  type TimeEntryCorrectedPayload,
} from '@px/contracts';
import { DomainEvent } from '@px/platform';

/**
 * Time clock facts (registro de jornada), on the attendance entry they belong to. Each carries what
 * a subscriber needs (employee, entry, server time, source) so it works from the event alone.
 */
abstract class ClockEntryEvent<P extends object> extends DomainEvent<P> {
  readonly aggregateType = 'clock_entry';
}

/** A worker clocked in: a new entry is open. */
export class ClockedIn extends ClockEntryEvent<TimeClockPunchPayload> {
  static readonly TYPE = TIME_CLOCK_EVENT.ClockedIn;
  readonly type = ClockedIn.TYPE;
}

/** A worker clocked out: their open entry is closed. */
export class ClockedOut extends ClockEntryEvent<TimeClockPunchPayload> {
  static readonly TYPE = TIME_CLOCK_EVENT.ClockedOut;
  readonly type = ClockedOut.TYPE;
}

/** A worker started a break inside their open entry. */
export class BreakStarted extends ClockEntryEvent<TimeClockPunchPayload> {
  static readonly TYPE = TIME_CLOCK_EVENT.BreakStarted;
  readonly type = BreakStarted.TYPE;
}

/** A break ended: the worker came back, or clocked out from it (`by_clock_out`). */
export class BreakEnded extends ClockEntryEvent<TimeClockPunchPayload> {
  static readonly TYPE = TIME_CLOCK_EVENT.BreakEnded;
  readonly type = BreakEnded.TYPE;
}

/** An entry's times were corrected (the correction keeps before, after, reason and author). */
export class TimeEntryCorrected extends ClockEntryEvent<TimeEntryCorrectedPayload> {
  static readonly TYPE = TIME_CLOCK_EVENT.TimeEntryCorrected;
  readonly type = TimeEntryCorrected.TYPE;
}

/** The nightly job closed a forgotten clock-out at the scheduled end: it waits for a review. */
export class ClockEntryAutoClosed extends ClockEntryEvent<ClockEntryAutoClosedPayload> {
  static readonly TYPE = TIME_CLOCK_EVENT.ClockEntryAutoClosed;
  readonly type = ClockEntryAutoClosed.TYPE;
}

/** A manager confirmed an entry the system closed, as it was. */
export class AutoClosedEntryConfirmed extends ClockEntryEvent<AutoClosedEntryConfirmedPayload> {
  static readonly TYPE = TIME_CLOCK_EVENT.AutoClosedEntryConfirmed;
  readonly type = AutoClosedEntryConfirmed.TYPE;
}
