import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  type Paginated,
  type VerifactuRecordListItem,
  type VerifactuSubmissionStatus,
} from '@px/contracts';
import { type PageRequest, SqlClient, SqlParams, pageOf, skipOf } from '@px/platform';
import {
  VERIFACTU_RECORD_COLUMNS,
  type VerifactuRecordRow,
  toVerifactuRecordItem,
} from './verifactu-record-view';

/** GET /api/billing/verifactu/records: newest first, all or of one submission status. */
export class ListVerifactuRecordsQuery extends Query<Paginated<VerifactuRecordListItem>> {
  constructor(readonly filter: PageRequest & { status: VerifactuSubmissionStatus | null }) {
    super();
  }
}

@QueryHandler(ListVerifactuRecordsQuery)
export class ListVerifactuRecordsHandler implements IQueryHandler<
  ListVerifactuRecordsQuery,
  Paginated<VerifactuRecordListItem>
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({
    filter,
  }: ListVerifactuRecordsQuery): Promise<Paginated<VerifactuRecordListItem>> {
    const params = new SqlParams();
    const where = filter.status ? `where r.submission_status = ${params.add(filter.status)}` : '';
    const filterValues = [...params.values];
    const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<VerifactuRecordRow>(
        `select ${VERIFACTU_RECORD_COLUMNS} from verifactu_record r ${where}
          order by r.created_at desc, r.id desc ${page}`,
        params.values,
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from verifactu_record r ${where}`,
        filterValues,
      ),
    ]);
    return pageOf(rows.map(toVerifactuRecordItem), filter, total);
  }
}
