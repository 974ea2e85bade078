import { createHash } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
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

/**
 * The `Idempotency-Key` of a repeatable command (DESIGN §6), used inside the command's own
 * transaction:
 *
 *   const earlier = await claimIdempotencyKey(em, scope, key, hash);
 *   if (earlier !== undefined) return earlier;      // the first request's answer
 *   … do the work …
 *   await rememberIdempotentResult(em, scope, key, result);
 *
 * The claim inserts the key first: a second request with the same key waits on that row until the
 * first commits (then gets its answer) or rolls back (then does the work itself), so two requests
 * racing with one key still create one thing. The same key with a different body is a 409.
 */
export async function claimIdempotencyKey<T>(
  em: EntityManager,
  scope: string,
  key: string,
  hash: string,
): Promise<T | undefined> {
  const inserted = await em.execute<{ scope: string }[]>(
    `insert into idempotency_key (scope, key, request_hash) values (?, ?, ?)
     on conflict (scope, key) do nothing returning scope`,
    [scope, key, hash],
  );
  if (inserted.length) return undefined;
  const [earlier] = await em.execute<EarlierRequest<T>[]>(
    'select request_hash, result from idempotency_key where scope = ? and key = ?',
    [scope, key],
  );
  return answerOf(earlier, hash);
}

interface EarlierRequest<T> {
  request_hash: string;
  result: T | null;
}

/** The first request's answer; a 409 when the key came with another body. */
function answerOf<T>(earlier: EarlierRequest<T> | null | undefined, hash: string): T | undefined {
  if (!earlier || earlier.request_hash !== hash) {
    throw new ConflictError(
      'Esta clave de idempotencia ya se usó con otros datos: genera una nueva para otra petición.',
    );
  }
  return earlier.result ?? undefined;
}

/**
 * For a command written as one statement, which claims its key itself with its result (an insert
 * into idempotency_key that the statement's other writes depend on): when the claim found the key
 * taken, the first request's answer, or a 409 for another body.
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
  return answerOf(earlier, hash);
}

export async function rememberIdempotentResult(
  em: EntityManager,
  scope: string,
  key: string,
  result: unknown,
): Promise<void> {
  await em.execute('update idempotency_key set result = ? where scope = ? and key = ?', [
    JSON.stringify(result),
    scope,
    key,
  ]);
}
