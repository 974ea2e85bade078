import { type EntityManager } from '@mikro-orm/postgresql';
import { localDate } from '@px/contracts';
import { runSql } from '@px/platform';
import { formatReceiptNumber } from '../domain/reception-rules';

/**
 * The next receipt number of the year (Madrid), inside the issuing transaction: the year's counter
 * row stays locked until commit, so numbers are correlative without gaps (a rolled back reception
 * gives its number back) and two desks never draw the same one.
 */
export async function drawReceiptNumber(em: EntityManager, now: Date): Promise<string> {
  const year = Number(localDate(now).slice(0, 4));
  const [row] = await runSql<{ last_number: number }>(
    em,
    `insert into customer_receipt_counter (year, last_number) values ($1, 1)
     on conflict (year) do update set last_number = customer_receipt_counter.last_number + 1
     returning last_number`,
    [year],
  );
  return formatReceiptNumber(year, Number(row.last_number));
}
