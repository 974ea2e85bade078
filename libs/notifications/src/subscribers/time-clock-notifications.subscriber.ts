import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type ClockEntryAutoClosedPayload, PERMISSIONS } from '@px/contracts';
import { GetUserIdsWithPermissionQuery } from '@px/access';
import { OnDomainEvent, type PublishedEvent } from '@px/platform';
import { ClockEntryAutoClosed, GetEmployeesForUsersQuery } from '@px/workforce';
import { NotificationWriter } from '../commands/notification-writer';
import { autoClosedDedupeKey, autoClosedTexts } from '../domain/time-clock-notifications';

/**
 * A forgotten clock-out closed by the nightly job (ClockEntryAutoClosed) is told to the worker and
 * to every manager who corrects timesheets (holders of timeclock.timesheets.edit), as a high
 * priority system alert: SPEC §3 has no time clock type, and the closing must not depend on an
 * administrator's rule for hand-sent alerts. Idempotent through the dedupe key (one per entry).
 */
@Injectable()
export class TimeClockNotificationsSubscriber {
  constructor(
    private readonly queries: QueryBus,
    private readonly writer: NotificationWriter,
  ) {}

  @OnDomainEvent({ name: 'notifications.time-clock', events: [ClockEntryAutoClosed.TYPE] })
  async onAutoClosed(
    event: PublishedEvent<ClockEntryAutoClosedPayload>,
    em: EntityManager,
  ): Promise<void> {
    const { payload } = event;
    const managerUsers = await this.queries.execute(
      new GetUserIdsWithPermissionQuery(PERMISSIONS.timeclock.timesheets.edit),
    );
    const managers = (await this.queries.execute(new GetEmployeesForUsersQuery(managerUsers)))
      .map((employee) => employee.id)
      .filter((id) => id !== payload.employee_id);
    const texts = autoClosedTexts(payload);
    const dedupeKey = autoClosedDedupeKey(payload.entry_id);
    const created = [
      ...(await this.writer.insert(em, [payload.employee_id], {
        type: 'system_alert',
        priority: 'high',
        ...texts.worker,
        dedupeKey,
      })),
      ...(await this.writer.insert(em, managers, {
        type: 'system_alert',
        priority: 'high',
        ...texts.managers,
        dedupeKey,
      })),
    ];
    this.writer.announce(created);
  }
}
