import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config';
import { runSql } from '../database';
import { type MaintenanceTask, RegisterMaintenanceTask } from './maintenance-task';

/**
 * Succeeded delivery records are only useful while recent; failed and dead ones stay until an
 * operator retries them from the eventing console. The events themselves are the audit log: kept.
 */
@Injectable()
@RegisterMaintenanceTask('purge-succeeded-event-deliveries')
export class PurgeSucceededDeliveriesTask implements MaintenanceTask {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async run(em: EntityManager, now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.deliveryRetentionDays * 24 * 3600 * 1000);
    const result = await runSql(
      em,
      `delete from event_delivery where status = 'succeeded' and handled_at < $1`,
      [cutoff],
      'run',
    );
    return result.affectedRows;
  }
}
