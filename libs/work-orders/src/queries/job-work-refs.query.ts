import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { formatWorkOrderNumber } from '@px/contracts';
import { SqlClient } from '@px/platform';
import { GetJobWorkRefsQuery, type JobWorkRefs } from '@px/workforce';

/**
 * The job clock's names for a worker's history (declared by workforce): the orders' numbers,
 * titles and plates, deleted ones included (the hours on them were worked), and the lines' names.
 */
@QueryHandler(GetJobWorkRefsQuery)
export class GetJobWorkRefsHandler implements IQueryHandler<GetJobWorkRefsQuery, JobWorkRefs> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ orderIds, lineIds }: GetJobWorkRefsQuery): Promise<JobWorkRefs> {
    const [orders, lines] = await Promise.all([
      orderIds.length
        ? this.sql.query<{
            id: string;
            number: number;
            title: string;
            license_plate: string | null;
          }>(
            `select id, number, title, license_plate from work_order where id = any ($1::uuid[])`,
            [[...new Set(orderIds)]],
          )
        : [],
      lineIds.length
        ? this.sql.query<{ id: string; name: string }>(
            `select id, name from work_order_line where id = any ($1::uuid[])`,
            [[...new Set(lineIds)]],
          )
        : [],
    ]);
    return {
      orders: orders.map((order) => ({ ...order, number: formatWorkOrderNumber(order.number) })),
      lines,
    };
  }
}
