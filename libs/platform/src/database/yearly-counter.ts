import { type SqlExecutor, runSql } from './run-sql';
import { localDate } from '@px/contracts';

/**
 * The next number of the year (Madrid) from a `<table> (year int primary key, last_number int)`
 * counter, inside the issuing transaction: the year's row stays locked until commit, so numbers
 * are correlative without gaps (a rolled-back document gives its number back, which a sequence
 * would not) and two desks never draw the same one. Legal documents are numbered this way
 * (deposit receipts, purchase orders, invoices).
 */
export async function drawYearlyNumber(
  em: SqlExecutor,
  counterTable: string,
  now: Date,
): Promise<{ year: number; sequence: number }> {
  const year = Number(localDate(now).slice(0, 4));
  const [row] = await runSql<{ last_number: number }>(
    em,
    `insert into ${counterTable} (year, last_number) values ($1, 1)
     on conflict (year) do update set last_number = ${counterTable}.last_number + 1
     returning last_number`,
    [year],
  );
  return { year, sequence: Number(row.last_number) };
}
