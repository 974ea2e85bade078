import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type SupplierView } from '@px/contracts';
import { NotFoundError, SqlClient } from '@px/platform';
import { SUPPLIER_NOT_FOUND } from '../domain/supplier-fields';
import { SUPPLIER_COLUMNS, type SupplierRow, toSupplierView } from './supplier-view';

/** GET /api/suppliers/{id}. */
export class GetSupplierQuery extends Query<SupplierView> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetSupplierQuery)
export class GetSupplierHandler implements IQueryHandler<GetSupplierQuery, SupplierView> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ id }: GetSupplierQuery): Promise<SupplierView> {
    const [row] = await this.sql.query<SupplierRow>(
      `select ${SUPPLIER_COLUMNS} from supplier where id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError(SUPPLIER_NOT_FOUND);
    return toSupplierView(row);
  }
}
