import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { NOTIFICATION_TYPES, type NotificationRule, type NotificationType } from '@px/contracts';
import { MODULE_MANIFESTS, type ModuleManifest, notificationTypesOf } from '@px/platform';
import { type RaisedTypes, defaultRule, toRule } from '../domain/notification-rules';
import { NotificationRuleRecord } from '../domain/notification.entity';

/** The rules as they stand: the stored ones, the defaults for the rest. */
@Injectable()
export class NotificationRulesReader {
  /** The types the installed modules raise (their manifests say). */
  readonly raised: RaisedTypes;

  constructor(@Inject(MODULE_MANIFESTS) manifests: ModuleManifest[]) {
    this.raised = notificationTypesOf(manifests);
  }

  async all(em: EntityManager): Promise<NotificationRule[]> {
    const stored = new Map(
      (await em.find(NotificationRuleRecord, {})).map((record) => [record.type, record]),
    );
    return NOTIFICATION_TYPES.map((type) => {
      const record = stored.get(type);
      return record ? toRule(record, this.raised) : defaultRule(type, this.raised);
    });
  }

  async of(em: EntityManager, type: NotificationType): Promise<NotificationRule> {
    const record = await em.findOne(NotificationRuleRecord, { type });
    return record ? toRule(record, this.raised) : defaultRule(type, this.raised);
  }
}
