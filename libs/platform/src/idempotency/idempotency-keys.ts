import { createHash } from 'node:crypto';
import { ConflictError } from '../http/domain-error';
import { type SqlClient } from '../database/sql-client';

/** Keys are kept this long: a client retries within seconds or minutes, not days. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

interface EarlierRequest<T> {
  request_hash: string;
  result: T | null;
}

/**
 * The claim of an `Idempotency-Key` inside a command's own statement, for its `claim as (…)` common
 * table expression: an insert that answers one row when the key was free and none when it was
 * taken. The arguments are that statement's placeholders (`'$5'`), in order: scope, key, request
 * hash, result (JSON text). The table is the platform's, so a module asks for the SQL here.
 */
export function idempotencyClaimSql(
  scope: string,
  key: string,
  requestHash: string,
  result: string,
): string {
  return `insert into idempotency_key (scope, key, request_hash, result)
              values (${scope}, ${key}, ${requestHash}, ${result}::jsonb)
              on conflict (scope, key) do nothing returning 1`;
}

/**
 * The `Idempotency-Key` of a repeatable command (DESIGN §6). The command's statement claims the key
 * with its answer ({@link idempotencyClaimSql}), and its other writes depend on the claim:
 *
 *   with claim as (insert into idempotency_key (scope, key, request_hash, result) values (…)
 *                  on conflict (scope, key) do nothing returning 1),
 *        … each write … where exists (select 1 from claim)
 *
 * A second request with the same key waits on that row until the first commits, then claims
 * nothing and writes nothing, so two requests racing with one key still create one thing. This
 * gives it the first request's answer, or a 409 when the key came with another body.
 */
export async function earlierIdempotentResult<T>(
  sql: SqlClient,
  scope: string,
  key: string,
  hash: string,
): Promise<T | undefined> {
  const earlier = await sql.one<EarlierRequest<T>>(
    'select request_hash, result from idempotency_key where scope = $1 and key = $2',
    [scope, key],
  );
  if (!earlier || earlier.request_hash !== hash) {
    throw new ConflictError(
      'Esta clave de idempotencia ya se usó con otros datos: genera una nueva para otra petición.',
    );
  }
  return earlier.result ?? undefined;
}
