import { type EntityManager } from '@mikro-orm/postgresql';
import { type ClockSource, type JobClockStopReason } from '@px/contracts';
import { type EventRecorder, idempotencyClaimSql, requestHash, runSql } from '@px/platform';
import { JobClockStopped } from '../events/job-clock.events';

/**
 * The job clock's writes shared by its own commands and the punches (clocking out and starting a
 * break stop it): always inside the caller's transaction, after the lock on the employee row.
 */

/** A worker's open job clock as read inside a command's transaction. */
export interface OpenJobClock {
  id: string;
  employeeId: string;
  workOrderId: string;
  workOrderLineId: string;
  clockEntryId: string;
  startedAt: Date;
  source: ClockSource;
}

/** Who stops it and from where (the punch's or the request's). */
export interface JobClockActor {
  /** null when the system stops it (its order closed, its line removed). */
  userId: string | null;
  source: ClockSource;
}

interface OpenJobClockRow {
  id: string;
  employee_id: string;
  work_order_id: string;
  work_order_line_id: string;
  clock_entry_id: string;
  started_at: Date;
  source: ClockSource;
}

/** The worker's running job clock (at most one: the partial unique index), or null. */
export async function openJobClock(
  em: EntityManager,
  employeeId: string,
): Promise<OpenJobClock | null> {
  const row = await runSql<OpenJobClockRow>(
    em,
    `select id, employee_id, work_order_id, work_order_line_id, clock_entry_id, started_at, source
       from job_clock where employee_id = $1 and stopped_at is null`,
    [employeeId],
    'get',
  );
  if (!row) return null;
  return {
    id: row.id,
    employeeId: row.employee_id,
    workOrderId: row.work_order_id,
    workOrderLineId: row.work_order_line_id,
    clockEntryId: row.clock_entry_id,
    startedAt: new Date(row.started_at),
    source: row.source,
  };
}

/**
 * Stops `clock` at `at` (never before its start) with `reason`, and records JobClockStopped: the
 * one change the trigger lets through on a job clock.
 */
export async function stopJobClock(
  em: EntityManager,
  events: EventRecorder,
  clock: OpenJobClock,
  at: Date,
  reason: JobClockStopReason,
  actor: JobClockActor,
): Promise<void> {
  const stoppedAt = new Date(Math.max(at.getTime(), clock.startedAt.getTime()));
  await runSql(
    em,
    `update job_clock set stopped_at = $2, stop_reason = $3, stop_source = $4
      where id = $1 and stopped_at is null`,
    [clock.id, stoppedAt, reason, actor.source],
    'run',
  );
  events.record(
    new JobClockStopped(
      clock.id,
      {
        employee_id: clock.employeeId,
        job_clock_id: clock.id,
        work_order_id: clock.workOrderId,
        work_order_line_id: clock.workOrderLineId,
        clock_entry_id: clock.clockEntryId,
        started_at: clock.startedAt.toISOString(),
        stopped_at: stoppedAt.toISOString(),
        stop_reason: reason,
        duration_ms: stoppedAt.getTime() - clock.startedAt.getTime(),
        source: actor.source,
      },
      actor.userId,
      stoppedAt,
    ),
  );
}

/** Stops the worker's running job clock, if any (clocking out, starting a break). */
export async function stopOpenJobClock(
  em: EntityManager,
  events: EventRecorder,
  employeeId: string,
  at: Date,
  reason: JobClockStopReason,
  actor: JobClockActor,
): Promise<OpenJobClock | null> {
  const open = await openJobClock(em, employeeId);
  if (open) await stopJobClock(em, events, open, at, reason, actor);
  return open;
}

/** An Idempotency-Key's claim for a job clock command (the punches' scope: one key, one action). */
export interface JobClockClaim {
  scope: string;
  key: string;
  hash: string;
  result: string;
}

export function jobClockClaim(
  userId: string,
  idempotencyKey: string | null,
  request: { action: 'job_start' | 'job_stop'; line_id: string; source: ClockSource },
  employeeId: string,
): JobClockClaim | null {
  if (!idempotencyKey) return null;
  return {
    scope: `time-clock:${userId}`,
    key: idempotencyKey,
    hash: requestHash(request),
    result: JSON.stringify({ ...request, employee_id: employeeId }),
  };
}

/**
 * Claims the key inside the command's transaction: true when this request holds it, false when an
 * earlier one did (a second request with the key waits for the first, then writes nothing).
 */
export async function claimJobClockKey(em: EntityManager, claim: JobClockClaim): Promise<boolean> {
  const claimed = await runSql(em, idempotencyClaimSql('$1', '$2', '$3', '$4'), [
    claim.scope,
    claim.key,
    claim.hash,
    claim.result,
  ]);
  return claimed.length > 0;
}
