import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type MaintenanceTask, RegisterMaintenanceTask, runSql } from '@px/platform';

/** Refresh tokens past their family's end (or revoked over a day ago) are useless: dropped nightly. */
@Injectable()
@RegisterMaintenanceTask('purge-expired-refresh-tokens')
export class PurgeExpiredRefreshTokensTask implements MaintenanceTask {
  async run(em: EntityManager, now: Date): Promise<number> {
    const result = await runSql(
      em,
      `delete from refresh_token where expires_at < $1 or revoked_at < $1::timestamptz - interval '1 day'`,
      [now],
      'run',
    );
    return result.affectedRows;
  }
}
