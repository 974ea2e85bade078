import { Injectable } from '@nestjs/common';
import { type CustomerDetail, type CustomerSummary, type Paginated } from '@px/contracts';
import { SqlClient, SqlParams } from '@px/platform';

export const CUSTOMER_SORTS = ['name', '-name', 'created_at', '-created_at'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export interface CustomerListFilter {
  search?: string;
  type?: 'person' | 'company';
  tag?: string;
  sort: CustomerSort;
  page: number;
  limit: number;
}

/** SPEC's full_name, in SQL (the list sorts on it). */
export const FULL_NAME_SQL = `case when c.type = 'company' then c.company_name
  else trim(c.first_name || ' ' || c.last_name) end`;

const SUMMARY_COLUMNS = `c.id, c.type, ${FULL_NAME_SQL} as full_name, c.first_name, c.last_name,
  c.company_name, c.nif, c.email, c.phone, c.mobile_phone, c.city, c.tags, c.created_at`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, c.address, c.postal_code, c.province, c.country, c.notes,
  c.gdpr_consent_at, c.gdpr_consent_channel, c.marketing_consent, c.marketing_consent_at,
  c.marketing_consent_channel, c.merged_into_id, c.updated_at, c.version`;

const ORDER_BY: Record<CustomerSort, string> = {
  name: `lower(px_unaccent(${FULL_NAME_SQL})), c.id`,
  '-name': `lower(px_unaccent(${FULL_NAME_SQL})) desc, c.id desc`,
  created_at: 'c.created_at, c.id',
  '-created_at': 'c.created_at desc, c.id desc',
};

/** `%` and `_` typed by a user are letters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The customers list and detail (read side: SQL, no ORM). Merged and deleted customers are hidden. */
@Injectable()
export class CustomersReader {
  constructor(private readonly sql: SqlClient) {}

  async list(filter: CustomerListFilter): Promise<Paginated<CustomerSummary>> {
    const where = ['c.deleted_at is null', 'c.merged_into_id is null'];
    const params = new SqlParams();
    const param = (value: unknown) => params.add(value);
    const search = filter.search?.trim();
    if (search) {
      const text = param(escapeLike(search));
      const digits = search.replace(/\D/g, '');
      const alternatives = [
        `lower(px_unaccent(c.first_name || ' ' || c.last_name || ' ' || c.company_name || ' ' ||
          coalesce(c.email, ''))) like '%' || lower(px_unaccent(${text})) || '%'`,
        `c.nif = upper(regexp_replace(${text}, '[\\s.-]', '', 'g'))`,
      ];
      if (digits.length >= 3) {
        alternatives.push(`regexp_replace(coalesce(c.phone, '') || ' ' || coalesce(c.mobile_phone, ''),
          '[^0-9 ]', '', 'g') like '%' || ${param(digits)} || '%'`);
      }
      where.push(`(${alternatives.join(' or ')})`);
    }
    if (filter.type) where.push(`c.type = ${param(filter.type)}`);
    if (filter.tag) where.push(`${param(filter.tag)} = any (c.tags)`);
    const clause = where.join(' and ');
    const countParams = params.snapshot();
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<CustomerSummary>(
        `select ${SUMMARY_COLUMNS} from customer c where ${clause}
          order by ${ORDER_BY[filter.sort]} limit ${param(filter.limit)} offset ${param((filter.page - 1) * filter.limit)}`,
        params.values,
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from customer c where ${clause}`,
        countParams,
      ),
    ]);
    return { data: rows, pagination: { page: filter.page, limit: filter.limit, total } };
  }

  get(id: string): Promise<CustomerDetail | null> {
    return this.sql.one<CustomerDetail>(
      `select ${DETAIL_COLUMNS} from customer c where c.id = $1 and c.deleted_at is null`,
      [id],
    );
  }
}
