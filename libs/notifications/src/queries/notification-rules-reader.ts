import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { NOTIFICATION_TYPES, type NotificationRule, type NotificationType } from '@px/contracts';
import { DEFAULT_RULES } from '../domain/notification-rules';
import { NotificationRuleRecord } from '../domain/notification.entity';

/** A rule nobody has edited yet: its defaults, version 0. */
function defaultRule(type: NotificationType): NotificationRule {
  const defaults = DEFAULT_RULES[type];
  return {
    type,
    description: defaults.description,
    available: defaults.available,
    enabled: true,
    priority: defaults.priority,
    recipients: { ...defaults.recipients, roles: [...defaults.recipients.roles] },
    version: 0,
    updated_at: new Date(0).toISOString(),
  };
}

export function toRule(record: NotificationRuleRecord): NotificationRule {
  const defaults = DEFAULT_RULES[record.type];
  return {
    type: record.type,
    description: defaults.description,
    available: defaults.available,
    enabled: record.enabled,
    priority: record.priority,
    recipients: record.recipients(),
    version: record.version,
    updated_at: record.updatedAt.toISOString(),
  };
}

/** The rules as they stand: the stored ones, the defaults for the rest. */
@Injectable()
export class NotificationRulesReader {
  async all(em: EntityManager): Promise<NotificationRule[]> {
    const stored = new Map(
      (await em.find(NotificationRuleRecord, {})).map((record) => [record.type, record]),
    );
    return NOTIFICATION_TYPES.map((type) => {
      const record = stored.get(type);
      return record ? toRule(record) : defaultRule(type);
    });
  }

  async of(em: EntityManager, type: NotificationType): Promise<NotificationRule> {
    const record = await em.findOne(NotificationRuleRecord, { type });
    return record ? toRule(record) : defaultRule(type);
  }
}
