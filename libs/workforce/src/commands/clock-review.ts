import { type EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '@px/platform';

export const CLOCK_ENTRY_NOT_FOUND = 'El fichaje no existe.';

/**
 * Records a manager's review of an entry the system closed (the review path the trigger allows:
 * once, nothing else changing; `corrected` only beside a correction of this transaction).
 */
export async function markReviewed(
  em: EntityManager,
  entryId: string,
  review: 'confirmed' | 'corrected',
  userId: string,
): Promise<void> {
  await runSql(
    em,
    `update clock_entry set review = $2, reviewed_at = now(), reviewed_by = $3, updated_at = now()
      where id = $1 and auto_closed and review is null`,
    [entryId, review, userId],
    'run',
  );
}
