import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type VerifactuSubmissionSummary } from '@px/contracts';
import { SqlClient } from '@px/platform';

/** GET /api/billing/verifactu/summary: records by submission status, and the queue's timing. */
export class GetVerifactuSummaryQuery extends Query<VerifactuSubmissionSummary> {}

interface SummaryRow {
  pending: number;
  accepted: number;
  accepted_with_errors: number;
  rejected: number;
  last_submission_at: Date | null;
  next_allowed_at: Date | null;
}

@QueryHandler(GetVerifactuSummaryQuery)
export class GetVerifactuSummaryHandler implements IQueryHandler<
  GetVerifactuSummaryQuery,
  VerifactuSubmissionSummary
> {
  constructor(private readonly sql: SqlClient) {}

  async execute(): Promise<VerifactuSubmissionSummary> {
    const row = await this.sql.one<SummaryRow>(
      `select count(*) filter (where r.submission_status = 'pending')::int as pending,
              count(*) filter (where r.submission_status = 'accepted')::int as accepted,
              count(*) filter (where r.submission_status = 'accepted_with_errors')::int
                as accepted_with_errors,
              count(*) filter (where r.submission_status = 'rejected')::int as rejected,
              (select s.last_submission_at from verifactu_submission_state s where s.id = 1)
                as last_submission_at,
              (select s.next_allowed_at from verifactu_submission_state s where s.id = 1)
                as next_allowed_at
         from verifactu_record r`,
    );
    const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);
    return {
      pending: row?.pending ?? 0,
      accepted: row?.accepted ?? 0,
      accepted_with_errors: row?.accepted_with_errors ?? 0,
      rejected: row?.rejected ?? 0,
      last_submission_at: iso(row?.last_submission_at),
      // Only a wait still ahead is news: a past instant means "now".
      next_submission_at:
        row?.next_allowed_at && new Date(row.next_allowed_at).getTime() > Date.now()
          ? iso(row.next_allowed_at)
          : null,
    };
  }
}
