import { type SqlExecutor, runSql } from './run-sql';
import { localDate } from '@px/contracts';

/** A counter kept per year and per something else too (an invoice series): its column and value. */
export interface CounterScope {
  column: string;
  value: string;
}

/**
 * `drawYearlyNumber`'s upsert as SQL (`… returning last_number`), for a command that takes the
 * counter's lock in the same statement as the locks that follow it (a CTE), one round trip instead
 * of two while the counter row is held. Its values are appended to `params` (placeholders `$n`
 * after those already there). The row stays locked until commit, as with `drawYearlyNumber`.
 */
export function yearlyNumberUpsert(
  counterTable: string,
  now: Date,
  params: unknown[],
  scope?: CounterScope,
  /** A CTE of the same statement the row is drawn from: no row there, no number drawn. */
  from?: string,
): { sql: string; year: number } {
  const year = Number(localDate(now).slice(0, 4));
  const key = scope ? `${scope.column}, year` : 'year';
  params.push(year);
  const yearParam = `$${params.length}`;
  let scopeParam = '';
  if (scope) {
    params.push(scope.value);
    scopeParam = `$${params.length}, `;
  }
  return {
    sql: `insert into ${counterTable} (${key}, last_number)
     ${from ? `select ${scopeParam}${yearParam}::int, 1 from ${from}` : `values (${scopeParam}${yearParam}, 1)`}
     on conflict (${key}) do update set last_number = ${counterTable}.last_number + 1
     returning last_number`,
    year,
  };
}

/**
 * The next number of the year (Madrid) from a `<table> (year int primary key, last_number int)`
 * counter (or `(<scope column>, year)` primary key with a scope), inside the issuing transaction: the year's row stays locked until commit, so numbers
 * are correlative without gaps (a rolled-back document gives its number back, which a sequence
 * would not) and two desks never draw the same one. Legal documents are numbered this way
 * (deposit receipts, purchase orders, invoices).
 */
export async function drawYearlyNumber(
  em: SqlExecutor,
  counterTable: string,
  now: Date,
  scope?: CounterScope,
): Promise<{ year: number; sequence: number }> {
  const params: unknown[] = [];
  const { sql, year } = yearlyNumberUpsert(counterTable, now, params, scope);
  const [row] = await runSql<{ last_number: number }>(em, sql, params);
  return { year, sequence: Number(row.last_number) };
}
