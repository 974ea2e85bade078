import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type ClockCorrectionView } from '@px/contracts';
import { NotFoundError, SqlClient } from '@px/platform';
import { CORRECTION_COLUMNS, type CorrectionRow, correctionView } from './clock-correction-view';

/** One correction by id (the answer to the correction just made). */
export class GetClockCorrectionQuery extends Query<ClockCorrectionView> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetClockCorrectionQuery)
export class GetClockCorrectionHandler implements IQueryHandler<
  GetClockCorrectionQuery,
  ClockCorrectionView
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ id }: GetClockCorrectionQuery): Promise<ClockCorrectionView> {
    const row = await this.sql.one<CorrectionRow>(
      `select ${CORRECTION_COLUMNS}
         from clock_correction c join employee m on m.id = c.employee_id
        where c.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError('La corrección no existe.');
    return correctionView(row);
  }
}
