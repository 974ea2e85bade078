import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type VerifactuRecordListItem } from '@px/contracts';
import { NotFoundError, SqlClient } from '@px/platform';
import { RECORD_NOT_FOUND } from '../commands/retry-verifactu-record.command';
import {
  VERIFACTU_RECORD_COLUMNS,
  type VerifactuRecordRow,
  toVerifactuRecordItem,
} from './verifactu-record-view';

/** One VERI*FACTU record as the submission page lists it (404 when it does not exist). */
export class GetVerifactuRecordQuery extends Query<VerifactuRecordListItem> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetVerifactuRecordQuery)
export class GetVerifactuRecordHandler implements IQueryHandler<
  GetVerifactuRecordQuery,
  VerifactuRecordListItem
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ id }: GetVerifactuRecordQuery): Promise<VerifactuRecordListItem> {
    const row = await this.sql.one<VerifactuRecordRow>(
      `select ${VERIFACTU_RECORD_COLUMNS} from verifactu_record r where r.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError(RECORD_NOT_FOUND);
    return toVerifactuRecordItem(row);
  }
}
