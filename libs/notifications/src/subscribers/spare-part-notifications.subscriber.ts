import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { GetUserIdsWithRolesQuery } from '@px/access';
import { GetUserNamesQuery } from '@px/identity';
import {
  SparePartRequestMoved,
  SparePartRequested,
  type SparePartRequestEventPayload,
} from '@px/inventory';
import { OnDomainEvent, type PublishedEvent } from '@px/platform';
import { GetEmployeeForUserQuery, GetEmployeesForUsersQuery } from '@px/workforce';
import { recipientsOf } from '../domain/notification-rules';
import { sparePartRequestedText, sparePartStepText } from '../domain/spare-part-notifications';
import { NotificationWriter } from '../commands/notification-writer';
import { NotificationRulesReader } from '../queries/notification-rules-reader';

/**
 * Spare-part requests (issue 20): the parts desk hears of each new request (spare_part_ordered,
 * by role); the mechanic who asked hears of each step of theirs (spare_part_ordered; the arrival
 * as spare_part_received). Nobody is told of their own action. Idempotent through dedupe keys.
 */
@Injectable()
export class SparePartNotificationsSubscriber {
  constructor(
    private readonly queries: QueryBus,
    private readonly rules: NotificationRulesReader,
    private readonly writer: NotificationWriter,
  ) {}

  @OnDomainEvent({ name: 'notifications.spare-part-requested', events: [SparePartRequested.TYPE] })
  async onRequested(
    event: PublishedEvent<SparePartRequestEventPayload>,
    em: EntityManager,
  ): Promise<void> {
    const rule = await this.rules.of(em, 'spare_part_ordered');
    if (!rule.enabled || rule.recipients.roles.length === 0) return;
    const [roleUsers, [requester]] = await Promise.all([
      this.queries.execute(new GetUserIdsWithRolesQuery(rule.recipients.roles)),
      this.queries.execute(new GetUserNamesQuery([event.payload.requested_by])),
    ]);
    const byRole = await this.queries.execute(
      new GetEmployeesForUsersQuery(roleUsers.filter((id) => id !== event.payload.requested_by)),
    );
    const created = await this.writer.insert(
      em,
      byRole.map((employee) => employee.id),
      {
        type: 'spare_part_ordered',
        priority: rule.priority,
        ...sparePartRequestedText(event.payload, requester?.full_name ?? 'Un mecánico'),
      },
    );
    this.writer.announce(created);
  }

  @OnDomainEvent({ name: 'notifications.spare-part-steps', events: [SparePartRequestMoved.TYPE] })
  async onStep(
    event: PublishedEvent<SparePartRequestEventPayload>,
    em: EntityManager,
  ): Promise<void> {
    const step = sparePartStepText(event.payload);
    if (!step) return;
    const rule = await this.rules.of(em, step.type);
    if (!rule.enabled) return;
    const [requester, actor] = await Promise.all([
      this.queries.execute(new GetEmployeeForUserQuery(event.payload.requested_by)),
      event.actorId ? this.queries.execute(new GetEmployeeForUserQuery(event.actorId)) : null,
    ]);
    const extraRoles =
      step.type === 'spare_part_received' && rule.recipients.roles.length
        ? await this.queries.execute(
            new GetEmployeesForUsersQuery(
              await this.queries.execute(new GetUserIdsWithRolesQuery(rule.recipients.roles)),
            ),
          )
        : [];
    const recipients = recipientsOf(rule.recipients, {
      assignee: requester?.id ?? null,
      advisor: null,
      byRole: extraRoles.map((employee) => employee.id),
      actor: actor?.id ?? null,
    });
    const created = await this.writer.insert(em, recipients, {
      type: step.type,
      priority: rule.priority,
      ...step.text,
    });
    this.writer.announce(created);
  }
}
