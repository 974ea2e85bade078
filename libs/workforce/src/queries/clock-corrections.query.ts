import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type ClockCorrectionView } from '@px/contracts';
import { SqlClient } from '@px/platform';
import { type ClockActor } from '../domain/clock-access';
import { readableEmployee } from './clock-entries-reader';
import { CORRECTION_COLUMNS, type CorrectionRow, correctionView } from './clock-correction-view';

/**
 * The corrections of the employee asked for (or everyone's when none is, as clockReadScope lets
 * `actor`), newest first, optionally of one entry: the register's trail the worker sees too.
 */
export class ListClockCorrectionsQuery extends Query<ClockCorrectionView[]> {
  constructor(
    readonly actor: ClockActor,
    readonly requestedEmployeeId: string | null,
    readonly entryId: string | null = null,
  ) {
    super();
  }
}

/** The most a read answers: years of corrections of a whole workshop stay far below it. */
const MAX_CORRECTIONS = 2_000;

@QueryHandler(ListClockCorrectionsQuery)
export class ListClockCorrectionsHandler implements IQueryHandler<
  ListClockCorrectionsQuery,
  ClockCorrectionView[]
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({
    actor,
    requestedEmployeeId,
    entryId,
  }: ListClockCorrectionsQuery): Promise<ClockCorrectionView[]> {
    const employeeId = readableEmployee(actor, requestedEmployeeId);
    const rows = await this.sql.query<CorrectionRow>(
      `select ${CORRECTION_COLUMNS}
         from clock_correction c join employee m on m.id = c.employee_id
        where ($1::uuid is null or c.employee_id = $1::uuid)
          and ($2::uuid is null or c.clock_entry_id = $2::uuid)
        order by c.created_at desc, c.id
        limit ${MAX_CORRECTIONS}`,
      [employeeId, entryId],
    );
    return rows.map(correctionView);
  }
}
