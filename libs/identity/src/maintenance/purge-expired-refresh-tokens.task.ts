import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type MaintenanceTask, RegisterMaintenanceTask } from '@px/platform';

/** Refresh tokens past their family's end (or revoked over a day ago) are useless: dropped nightly. */
@Injectable()
@RegisterMaintenanceTask('purge-expired-refresh-tokens')
export class PurgeExpiredRefreshTokensTask implements MaintenanceTask {
  async run(em: EntityManager, now: Date): Promise<number> {
    const result = await em.execute<{ affectedRows?: number }>(
      `delete from refresh_token where expires_at < ? or revoked_at < ?::timestamptz - interval '1 day'`,
      [now, now],
      'run',
    );
    return result.affectedRows ?? 0;
  }
}
