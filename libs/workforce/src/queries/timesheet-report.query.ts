import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type TimesheetReportFormat } from '@px/contracts';
import { CSV_BOM, ValidationError, csvLines } from '@px/platform';
import { GetWorkshopProfileQuery, type WorkshopProfile } from '@px/system';
import { type ClockActor } from '../domain/clock-access';
import { localDayEnd, localDayStart } from '../domain/local-day';
import {
  type RegistroCompany,
  type RegistroEntry,
  type RegistroSection,
  checkReportRequest,
  daysOfMonth,
  registroCsvRows,
  reportFileName,
} from '../domain/timesheet-report';
import { renderRegistroPdf } from '../pdf/registro-jornada.pdf';
import { ClockEntriesReader, type ReadEntry, readableEmployee } from './clock-entries-reader';
import { TimesheetReader } from './timesheet-reader';

/** The registro de jornada as a file. */
export interface TimesheetReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * GET /api/time-clock/report: a month of the registro de jornada for a labour inspection, as CSV
 * or PDF (timesheet-report.ts says what it holds). One worker's (their own, or anyone's with
 * `actor.readsAll`, which timeclock.timesheets.read grants), or, for those who read anyone's and
 * name nobody, the whole workshop in one file: one CSV with the worker on every row, or one PDF
 * with a section (starting on its own page) per worker.
 *
 * Four statements whatever the size: the employees, the month's entries with their breaks, their
 * corrections and the workshop's profile.
 */
export class GetTimesheetReportQuery extends Query<TimesheetReportFile> {
  constructor(
    readonly actor: ClockActor,
    readonly requestedEmployeeId: string | null,
    readonly month: string | null,
    readonly format: string | null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

const CONTENT_TYPES: Record<TimesheetReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

function companyOf(profile: WorkshopProfile | null): RegistroCompany | null {
  if (!profile) return null;
  const place = [profile.postal_code, profile.city].filter(Boolean).join(' ');
  return {
    name: profile.legal_name || profile.name,
    nif: profile.nif,
    address: [
      profile.address_line,
      place && profile.province ? `${place} (${profile.province})` : place || profile.province,
    ]
      .filter(Boolean)
      .join(', '),
  };
}

@QueryHandler(GetTimesheetReportQuery)
export class GetTimesheetReportHandler implements IQueryHandler<
  GetTimesheetReportQuery,
  TimesheetReportFile
> {
  constructor(
    private readonly entries: ClockEntriesReader,
    private readonly timesheets: TimesheetReader,
    private readonly queries: QueryBus,
  ) {}

  async execute(query: GetTimesheetReportQuery): Promise<TimesheetReportFile> {
    const { actor, requestedEmployeeId, now } = query;
    const employeeId = readableEmployee(actor, requestedEmployeeId);
    const request = checkReportRequest({ month: query.month, format: query.format });
    if (!request.ok) throw new ValidationError(request.errors);
    const { month, format } = request;
    const days = daysOfMonth(month);
    const from = localDayStart(days[0]);
    const to = localDayEnd(days[days.length - 1]);

    const [employees, read, profile] = await Promise.all([
      employeeId
        ? this.timesheets.employee(employeeId).then((employee) => [employee])
        : this.timesheets.employeesOf(from, to),
      this.entries.startingIn(employeeId, from, to),
      this.queries.execute(new GetWorkshopProfileQuery()),
    ]);
    const corrections = await this.timesheets.corrections(read.map((entry) => entry.row.id));
    const correctionsOf = new Map<string, RegistroEntry['corrections'][number][]>();
    for (const correction of corrections) {
      const list = correctionsOf.get(correction.clock_entry_id) ?? [];
      list.push({
        at: new Date(correction.created_at),
        author: correction.author_name,
        before: timesOf(correction.before),
        after: timesOf(correction.after),
        reason: correction.reason,
      });
      correctionsOf.set(correction.clock_entry_id, list);
    }
    const entriesOf = new Map<string, RegistroEntry[]>();
    for (const entry of read) {
      const list = entriesOf.get(entry.row.employee_id) ?? [];
      list.push(registroEntry(entry, correctionsOf.get(entry.row.id) ?? []));
      entriesOf.set(entry.row.employee_id, list);
    }
    const sections: RegistroSection[] = employees.map((employee) => ({
      employee: { code: employee.code, fullName: employee.full_name, nif: employee.nif },
      entries: entriesOf.get(employee.id) ?? [],
    }));
    const company = companyOf(profile);
    const body =
      format === 'csv'
        ? Buffer.from(CSV_BOM + csvLines(registroCsvRows(sections, company, month, now)), 'utf8')
        : await renderRegistroPdf({ sections, company, month, now });
    return {
      fileName: reportFileName(month, employeeId ? employees[0].code : null, format),
      contentType: CONTENT_TYPES[format],
      body,
    };
  }
}

const timesOf = (times: { clock_in: string; clock_out: string | null }) => ({
  clockIn: new Date(times.clock_in),
  clockOut: times.clock_out ? new Date(times.clock_out) : null,
});

function registroEntry(
  { row, attendance }: ReadEntry,
  corrections: RegistroEntry['corrections'],
): RegistroEntry {
  return {
    clockIn: attendance.clockIn,
    clockOut: attendance.clockOut,
    breaks: attendance.breaks,
    autoClosed: row.auto_closed,
    pendingReview: row.auto_closed && row.review === null,
    corrections,
  };
}
