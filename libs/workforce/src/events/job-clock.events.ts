import { JOB_CLOCK_EVENT, type JobClockEventPayload } from '@px/contracts';
import { DomainEvent } from '@px/platform';

/**
 * Job clock facts (hours on a work order's labor line), on the job clock they belong to. Each
 * carries the employee, the order, the line, the attendance entry and the times, so a subscriber
 * (productivity, the order's actual hours) works from the event alone.
 */
abstract class JobClockEvent extends DomainEvent<JobClockEventPayload> {
  readonly aggregateType = 'job_clock';
}

/** A worker started clocking onto a labor line. */
export class JobClockStarted extends JobClockEvent {
  static readonly TYPE = JOB_CLOCK_EVENT.JobClockStarted;
  readonly type = JobClockStarted.TYPE;
}

/** A job clock stopped: by hand, by switching lines, by clocking out or starting a break. */
export class JobClockStopped extends JobClockEvent {
  static readonly TYPE = JOB_CLOCK_EVENT.JobClockStopped;
  readonly type = JobClockStopped.TYPE;
}
