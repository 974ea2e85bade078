import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  APP_CONFIG,
  type AppConfig,
  type MaintenanceTask,
  RegisterMaintenanceTask,
} from '@px/platform';

/** Read notifications older than READ_NOTIFICATION_RETENTION_DAYS; unread ones are kept. */
@Injectable()
@RegisterMaintenanceTask('purge-read-notifications')
export class PurgeReadNotificationsTask implements MaintenanceTask {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async run(em: EntityManager, now: Date): Promise<number> {
    const days = this.config.readNotificationRetentionDays;
    const cutoff = new Date(now.getTime() - days * 24 * 3600 * 1000);
    const result = await em.execute<{ affectedRows?: number }>(
      'delete from notification where read_at is not null and read_at < ?',
      [cutoff],
      'run',
    );
    return result.affectedRows ?? 0;
  }
}
