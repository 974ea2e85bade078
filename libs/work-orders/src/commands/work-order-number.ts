import { type SqlClient } from '@px/platform';

/** The next order number from work_order_number_seq (printed by contracts' formatWorkOrderNumber). */
export async function drawWorkOrderNumber(sql: SqlClient): Promise<number> {
  const row = await sql.one<{ value: string }>("select nextval('work_order_number_seq') as value");
  return Number(row!.value);
}
