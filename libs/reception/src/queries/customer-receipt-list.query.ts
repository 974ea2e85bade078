import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  type CustomerReceiptListItem,
  type Paginated,
  type ReceiptStatus,
  normalizePlate,
} from '@px/contracts';
import {
  type PageRequest,
  SqlClient,
  SqlParams,
  ValidationError,
  pageOf,
  skipOf,
} from '@px/platform';
import {
  RECEIPT_LIST_COLUMNS,
  type ReceiptListRow,
  toReceiptListItem,
} from './customer-receipt-view';

export interface ReceiptListFilter extends PageRequest {
  status?: ReceiptStatus | null;
  /** Plate, receipt number, order number or customer name (a part of it). */
  q?: string | null;
  /** YYYY-MM-DD (Madrid): received from this day… */
  from?: string | null;
  /** …to this day, included. */
  to?: string | null;
  vehicleId?: string | null;
  workOrderId?: string | null;
}

/** GET /api/customer-receipts: newest first, with the list's filters. */
export class ListCustomerReceiptsQuery extends Query<Paginated<CustomerReceiptListItem>> {
  constructor(readonly filter: ReceiptListFilter) {
    super();
  }
}

@QueryHandler(ListCustomerReceiptsQuery)
export class ListCustomerReceiptsHandler implements IQueryHandler<
  ListCustomerReceiptsQuery,
  Paginated<CustomerReceiptListItem>
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({
    filter,
  }: ListCustomerReceiptsQuery): Promise<Paginated<CustomerReceiptListItem>> {
    if (filter.from && filter.to && filter.to < filter.from) {
      throw new ValidationError([
        {
          field: 'to',
          code: 'dateOrder',
          message: 'El final del periodo debe ser posterior a su inicio.',
        },
      ]);
    }
    const params = new SqlParams();
    const where: string[] = [];
    if (filter.status) where.push(`r.status = ${params.add(filter.status)}`);
    if (filter.vehicleId) where.push(`r.vehicle_id = ${params.add(filter.vehicleId)}`);
    if (filter.workOrderId) where.push(`r.work_order_id = ${params.add(filter.workOrderId)}`);
    if (filter.from) {
      where.push(
        `r.received_at >= (${params.add(filter.from)}::date::timestamp at time zone 'Europe/Madrid')`,
      );
    }
    if (filter.to) {
      where.push(
        `r.received_at < ((${params.add(filter.to)}::date + 1)::timestamp at time zone 'Europe/Madrid')`,
      );
    }
    const q = filter.q?.trim();
    if (q) {
      const text = params.add(`%${q.replace(/[\\%_]/g, '\\$&')}%`);
      const matches = [
        `r.number ilike ${text}`,
        `r.work_order_number ilike ${text}`,
        `r.customer_name ilike ${text}`,
      ];
      const plate = normalizePlate(q);
      if (plate.length >= 2)
        matches.push(
          `regexp_replace(r.license_plate, '[^A-Z0-9Ñ]', '', 'g') like ${params.add(`${plate}%`)}`,
        );
      where.push(`(${matches.join(' or ')})`);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const filterValues = [...params.values];
    const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<ReceiptListRow>(
        `select ${RECEIPT_LIST_COLUMNS} from customer_receipt r ${clause}
          order by r.received_at desc, r.id desc ${page}`,
        params.values,
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from customer_receipt r ${clause}`,
        filterValues,
      ),
    ]);
    return pageOf(rows.map(toReceiptListItem), filter, total);
  }
}
