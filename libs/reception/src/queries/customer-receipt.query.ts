import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type CustomerReceiptView, type ReceiptPhotoView } from '@px/contracts';
import { GetUserNamesQuery, type UserName } from '@px/identity';
import { NotFoundError, SqlClient } from '@px/platform';
import { RECEIPT_NOT_FOUND } from '../domain/reception-refusals';
import { RECEIPT_COLUMNS, type ReceiptRow, toReceiptView } from './customer-receipt-view';

/** GET /api/customer-receipts/{id}: the receipt with its photos (404 when it does not exist). */
export class GetCustomerReceiptQuery extends Query<CustomerReceiptView> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetCustomerReceiptQuery)
export class GetCustomerReceiptHandler implements IQueryHandler<
  GetCustomerReceiptQuery,
  CustomerReceiptView
> {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  async execute({ id }: GetCustomerReceiptQuery): Promise<CustomerReceiptView> {
    const [[row], photos] = await Promise.all([
      this.sql.query<ReceiptRow>(
        `select ${RECEIPT_COLUMNS} from customer_receipt r where r.id = $1`,
        [id],
      ),
      this.sql.query<ReceiptPhotoView & { created_at: Date }>(
        `select id, damage_id, content_type, size_bytes, created_at from customer_receipt_photo
          where receipt_id = $1 order by created_at, id`,
        [id],
      ),
    ]);
    if (!row) throw new NotFoundError(RECEIPT_NOT_FOUND);
    const [receiver]: UserName[] = row.created_by
      ? await this.queries.execute(new GetUserNamesQuery([row.created_by]))
      : [];
    return toReceiptView(
      row,
      photos.map((photo) => ({ ...photo, created_at: new Date(photo.created_at).toISOString() })),
      receiver?.full_name ?? null,
    );
  }
}
