import { toKnexSql } from './sql-placeholders';

/**
 * What a statement returns: `'all'` its rows, `'get'` its first row (undefined when none),
 * `'run'` the row count with the rows (`{ affectedRows, rows, row }`, for writes).
 */
export type SqlResultMode = 'all' | 'get' | 'run';

/** `'run'`'s answer (MikroORM's QueryResult on PostgreSQL). */
export interface SqlRunResult<Row = Record<string, unknown>> {
  affectedRows: number;
  rows: Row[];
  row?: Row;
}

/**
 * Where `runSql` runs a statement: an EntityManager (inside `em.transactional` /
 * `CommandTransaction.run`, its transaction; otherwise a pooled connection) or its Connection.
 */
export interface SqlExecutor {
  execute(sql: string, params: unknown[], method: SqlResultMode): Promise<unknown>;
}

/**
 * Runs `$1, $2…` SQL through MikroORM, on the EntityManager's transaction: the one placeholder
 * style of the codebase (SqlClient and SqlParams use it too) for the statements commands,
 * subscribers and maintenance tasks write inside a MikroORM transaction.
 *
 *     await runSql(em, 'update app_user set last_login_at = now() where id = $1', [id], 'run');
 *     const [row] = await runSql<{ id: string }>(em, 'select id from role where code = $1', [code]);
 *
 * MikroORM's `execute` knows only knex's `?` and formats the statement itself (the values quoted
 * into the text; PostgreSQL receives no parameters), so the `$n` are turned into `?` bindings in
 * their order, repeated ones repeated (toKnexSql): `$`-quoted bodies, `::` casts, jsonb's `?`,
 * `?|`, `?&` and question marks in literals stay as written. A value keeps `em.execute`'s
 * meaning: an array becomes a comma list (`id in ($1)`), a plain object its JSON text.
 */
export function runSql<Row = Record<string, unknown>>(
  em: SqlExecutor,
  text: string,
  params?: readonly unknown[],
  mode?: 'all',
): Promise<Row[]>;
export function runSql<Row = Record<string, unknown>>(
  em: SqlExecutor,
  text: string,
  params: readonly unknown[],
  mode: 'get',
): Promise<Row | undefined>;
export function runSql<Row = Record<string, unknown>>(
  em: SqlExecutor,
  text: string,
  params: readonly unknown[],
  mode: 'run',
): Promise<SqlRunResult<Row>>;
export async function runSql(
  em: SqlExecutor,
  text: string,
  params: readonly unknown[] = [],
  mode: SqlResultMode = 'all',
): Promise<unknown> {
  const { sql, bindings } = toKnexSql(text, params);
  return em.execute(sql, bindings, mode);
}
