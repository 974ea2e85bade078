import { isIP } from 'node:net';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type ClockSource, type TimeClockAction } from '@px/contracts';
import {
  type CommandTransaction,
  ConflictError,
  type EventRecorder,
  type SqlClient,
  earlierIdempotentResult,
  idempotencyClaimSql,
  requestHash,
  runSql,
} from '@px/platform';
import { clockAccessRefusal, punchRefusal } from '../domain/clock-access';
import {
  CLOCK_REFUSAL_MESSAGES,
  type ClockStatus,
  clockState,
  clockTransition,
} from '../domain/clock-timeline';
import { type Refusal } from '../domain/workforce-refusal';

/** Who punches and from where (the server adds the time). */
export interface Punch {
  userId: string;
  /** The employee record of the signed-in account (the token's). */
  employeeId: string | null;
  source: ClockSource;
  ip: string | null;
  userAgent: string | null;
}

/** What a punch command answers: whose clock it was, and whether an earlier request did it. */
export interface PunchResult {
  employeeId: string;
  /** The same Idempotency-Key was used before: nothing was written now. */
  replayed: boolean;
}

/** Where the worker stands, read under the lock on their employee row. */
export interface ClockPosition {
  /** The database's clock, after the lock: later than every punch already committed. */
  now: Date;
  status: ClockStatus;
  entry: { id: string; clockIn: Date } | null;
  openBreak: { id: string; start: Date } | null;
}

/** What a punch writes, given where the worker stands. */
export type PunchWork = (
  em: EntityManager,
  events: EventRecorder,
  position: ClockPosition,
  employeeId: string,
) => Promise<void>;

/** A rule's refusal as the API's 409, with `{ code, ...details }` as its details. */
export function refusalConflict(refusal: Refusal): ConflictError {
  return new ConflictError(refusal.message, { code: refusal.code, ...(refusal.details ?? {}) });
}

const MAX_USER_AGENT = 500;

/** The request's address as the inet column takes it (null when it is not an IP address). */
export function punchIp(ip: string | undefined | null): string | null {
  return ip && isIP(ip) ? ip : null;
}

export function punchUserAgent(userAgent: string | undefined | null): string | null {
  return userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null;
}

/** The PostgreSQL error behind a driver exception (MikroORM wraps it), if any. */
function databaseError(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      previous?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.previous ?? candidate.cause;
  }
  return null;
}

/**
 * The database's last line (the exclusion constraint, the one-open-entry and one-open-break
 * indexes) as the refusal the rules would have given: reaching it means another write got there
 * first. Anything else is rethrown.
 */
export function constraintConflict(error: unknown, onOpenDuplicate: Refusal): never {
  const cause = databaseError(error);
  if (cause?.code === '23505') throw refusalConflict(onOpenDuplicate);
  if (cause?.code === '23P01') throw refusalConflict(clockAccessRefusal('overlap'));
  throw error;
}

/**
 * Locks the employee row for the rest of the transaction, so one worker's punches run one at a
 * time (FOR NO KEY UPDATE: it does not block other tables' foreign keys to the employee), and
 * refuses an account without an active employee record.
 */
export async function lockEmployee(em: EntityManager, employeeId: string): Promise<void> {
  const employee = await runSql<{ active: boolean }>(
    em,
    'select active from employee where id = $1 for no key update',
    [employeeId],
    'get',
  );
  const refusal = punchRefusal(employee ?? null);
  if (refusal) throw refusalConflict(refusal);
}

interface PositionRow {
  now: Date;
  entry_id: string | null;
  clock_in: Date | null;
  break_id: string | null;
  break_start: Date | null;
}

/** The worker's open entry and open break (read after the lock), and the database's clock. */
export async function clockPosition(em: EntityManager, employeeId: string): Promise<ClockPosition> {
  const row = (await runSql<PositionRow>(
    em,
    `select date_trunc('milliseconds', clock_timestamp()) as now,
            e.id as entry_id, e.clock_in, b.id as break_id, b.start_at as break_start
       from (select 1) as one
       left join clock_entry e on e.employee_id = $1 and e.clock_out is null
       left join clock_break b on b.clock_entry_id = e.id and b.end_at is null`,
    [employeeId],
    'get',
  ))!;
  const entry = row.entry_id ? { id: row.entry_id, clockIn: new Date(row.clock_in!) } : null;
  const openBreak = row.break_id ? { id: row.break_id, start: new Date(row.break_start!) } : null;
  const state = clockState(
    entry ? [{ clockIn: entry.clockIn, clockOut: null }] : [],
    openBreak ? [{ start: openBreak.start, end: null }] : [],
  );
  // Never before the running entry or break (a clock that stepped back must not end them early).
  const latest = Math.max(
    new Date(row.now).getTime(),
    entry?.clockIn.getTime() ?? 0,
    openBreak?.start.getTime() ?? 0,
  );
  return { now: new Date(latest), status: state.status, entry, openBreak };
}

/**
 * One punch of the signed-in worker, in one transaction: the Idempotency-Key's claim (a second
 * request with the key waits for the first, then writes nothing and answers as it did), the lock
 * on the employee row, where they stand, DOMAIN's transition (a 409 with the Spanish refusal and
 * `details.code`), then `work` writes the punch and records its events. The constraints that catch
 * what slipped past are answered as the same 409s.
 */
export async function punchClock(
  commands: CommandTransaction,
  sql: SqlClient,
  action: TimeClockAction,
  punch: Punch,
  idempotencyKey: string | null,
  work: PunchWork,
): Promise<PunchResult> {
  const employeeId = punch.employeeId;
  if (!employeeId) throw refusalConflict(clockAccessRefusal('no_employee'));
  const claim = idempotencyKey
    ? {
        scope: `time-clock:${punch.userId}`,
        key: idempotencyKey,
        // The worker too: a kiosk's key (its account's scope) names one worker's punch.
        hash: requestHash({ action, source: punch.source, employee_id: employeeId }),
      }
    : null;
  const replayed = await commands.run(async (em: EntityManager, events) => {
    if (claim) {
      const claimed = await runSql(em, idempotencyClaimSql('$1', '$2', '$3', '$4'), [
        claim.scope,
        claim.key,
        claim.hash,
        JSON.stringify({ action, employee_id: employeeId }),
      ]);
      if (!claimed.length) return true;
    }
    await lockEmployee(em, employeeId);
    const position = await clockPosition(em, employeeId);
    const transition = clockTransition(position.status, action);
    if (!transition.allowed) throw refusalConflict(transition);
    try {
      await work(em, events, position, employeeId);
    } catch (error) {
      constraintConflict(
        error,
        action === 'clock_in'
          ? { code: 'already_clocked_in', message: CLOCK_REFUSAL_MESSAGES.already_clocked_in }
          : { code: 'already_on_break', message: CLOCK_REFUSAL_MESSAGES.already_on_break },
      );
    }
    return false;
  });
  // The key was taken: by this same request (its answer stands) or with another one (409).
  if (replayed) await earlierIdempotentResult(sql, claim!.scope, claim!.key, claim!.hash);
  return { employeeId, replayed };
}

/** Ends an open break at `at` (the one change a break allows: the trigger refuses any other). */
export async function endBreak(
  em: EntityManager,
  breakId: string,
  at: Date,
  punch: Punch,
): Promise<void> {
  await runSql(
    em,
    `update clock_break set end_at = $2, end_source = $3, end_ip = $4::inet, end_user_agent = $5
      where id = $1 and end_at is null`,
    [breakId, at, punch.source, punch.ip, punch.userAgent],
    'run',
  );
}
