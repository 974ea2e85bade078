import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../database';
import { type MaintenanceTask, RegisterMaintenanceTask } from '../maintenance/maintenance-task';
import { IDEMPOTENCY_KEY_TTL_HOURS } from './idempotency-keys';

/** Idempotency keys older than a day: no client retries that late. */
@Injectable()
@RegisterMaintenanceTask('idempotency-keys')
export class PurgeIdempotencyKeysTask implements MaintenanceTask {
  async run(em: EntityManager, now: Date): Promise<number> {
    const deleted = await runSql<{ key: string }>(
      em,
      `delete from idempotency_key where created_at < $1::timestamptz - ($2 * interval '1 hour')
       returning key`,
      [now.toISOString(), IDEMPOTENCY_KEY_TTL_HOURS],
    );
    return deleted.length;
  }
}
