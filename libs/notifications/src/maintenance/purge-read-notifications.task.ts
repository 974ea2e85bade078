import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  APP_CONFIG,
  type AppConfig,
  type MaintenanceTask,
  RegisterMaintenanceTask,
  type SettingDefinition,
  moduleIntSetting,
  runSql,
} from '@px/platform';

export const READ_NOTIFICATION_RETENTION_DAYS: SettingDefinition = {
  name: 'READ_NOTIFICATION_RETENTION_DAYS',
  default: '30',
  kind: { type: 'int', min: 1, max: 3650 },
  description: 'Days a read notification is kept before maintenance purges it (unread ones stay).',
};

/** Read notifications older than READ_NOTIFICATION_RETENTION_DAYS; unread ones are kept. */
@Injectable()
@RegisterMaintenanceTask('purge-read-notifications')
export class PurgeReadNotificationsTask implements MaintenanceTask {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async run(em: EntityManager, now: Date): Promise<number> {
    const days = moduleIntSetting(this.config, READ_NOTIFICATION_RETENTION_DAYS.name);
    const cutoff = new Date(now.getTime() - days * 24 * 3600 * 1000);
    const result = await runSql(
      em,
      'delete from notification where read_at is not null and read_at < $1',
      [cutoff],
      'run',
    );
    return result.affectedRows;
  }
}
