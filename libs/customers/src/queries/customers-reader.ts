import { Injectable } from '@nestjs/common';
import { type CustomerDetail, type CustomerSummary, type Paginated } from '@px/contracts';
import { ListTotals, SqlClient, pageOf, readListPage } from '@px/platform';
import { type CustomerListFilter, SUMMARY_COLUMNS, customerListQuery } from './customer-list.sql';

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, c.address, c.postal_code, c.province, c.country, c.notes,
  c.gdpr_consent_at, c.gdpr_consent_channel, c.marketing_consent, c.marketing_consent_at,
  c.marketing_consent_channel, c.merged_into_id, c.updated_at, c.version`;

/** The customers list and detail (read side: SQL, no ORM). Merged and deleted customers are hidden. */
@Injectable()
export class CustomersReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly totals: ListTotals,
  ) {}

  /** A page (customer-list.sql.ts) and its exact total, cached under the list's version. */
  async list(filter: CustomerListFilter): Promise<Paginated<CustomerSummary>> {
    const { rows, total, capped } = await readListPage(customerListQuery(filter), {
      rows: (statement) => this.sql.query<CustomerSummary>(statement.text, statement.values),
      total: (count) => this.totals.countOf(count),
      anchors: (anchors) => this.totals.anchorsOf(anchors),
    });
    return pageOf(rows, filter, total, capped);
  }

  get(id: string): Promise<CustomerDetail | null> {
    return this.sql.one<CustomerDetail>(
      `select ${DETAIL_COLUMNS} from customer c where c.id = $1 and c.deleted_at is null`,
      [id],
    );
  }
}
