import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { GetUserIdsWithPermissionQuery, GetUserIdsWithRolesQuery } from '@px/access';
import { PERMISSIONS } from '@px/contracts';
import {
  type StockChangePayload,
  StockFellBelowMinimum,
  StockLedgerDrifted,
  type StockLedgerDriftPayload,
} from '@px/inventory';
import { OnDomainEvent, type PublishedEvent } from '@px/platform';
import { GetEmployeesForUsersQuery } from '@px/workforce';
import { ledgerDriftText, lowStockText } from '../domain/inventory-notifications';
import { recipientsOf } from '../domain/notification-rules';
import { NotificationWriter } from '../commands/notification-writer';
import { NotificationRulesReader } from '../queries/notification-rules-reader';

/**
 * inventory_low_stock (issue 20): the parts desk (by the rule's default) is told when a part's
 * available stock falls to its minimum, once per crossing. Whoever made the movement is told too:
 * the alert is about the shelf, not about their action. Idempotent through the dedupe key.
 */
@Injectable()
export class InventoryNotificationsSubscriber {
  constructor(
    private readonly queries: QueryBus,
    private readonly rules: NotificationRulesReader,
    private readonly writer: NotificationWriter,
  ) {}

  @OnDomainEvent({ name: 'notifications.low-stock', events: [StockFellBelowMinimum.TYPE] })
  async onLowStock(event: PublishedEvent<StockChangePayload>, em: EntityManager): Promise<void> {
    const rule = await this.rules.of(em, 'inventory_low_stock');
    if (!rule.enabled) return;
    const roleUsers = await this.queries.execute(
      new GetUserIdsWithRolesQuery(rule.recipients.roles),
    );
    const byRole = await this.queries.execute(new GetEmployeesForUsersQuery(roleUsers));
    const recipients = recipientsOf(rule.recipients, {
      assignee: null,
      advisor: null,
      byRole: byRole.map((employee) => employee.id),
      actor: null,
    });
    const created = await this.writer.insert(em, recipients, {
      type: 'inventory_low_stock',
      priority: rule.priority,
      ...lowStockText(event.payload, event.id),
    });
    this.writer.announce(created);
  }

  /**
   * The nightly ledger check found drift: a high-priority system alert to whoever adjusts stock
   * (inventory.stock.adjust), not subject to a rule (like the clock's auto-close alert).
   */
  @OnDomainEvent({ name: 'notifications.stock-ledger-drift', events: [StockLedgerDrifted.TYPE] })
  async onLedgerDrift(
    event: PublishedEvent<StockLedgerDriftPayload>,
    em: EntityManager,
  ): Promise<void> {
    const users = await this.queries.execute(
      new GetUserIdsWithPermissionQuery(PERMISSIONS.inventory.stock.adjust),
    );
    const employees = await this.queries.execute(new GetEmployeesForUsersQuery(users));
    const created = await this.writer.insert(
      em,
      employees.map((employee) => employee.id),
      { type: 'system_alert', priority: 'high', ...ledgerDriftText(event.payload, event.id) },
    );
    this.writer.announce(created);
  }
}
