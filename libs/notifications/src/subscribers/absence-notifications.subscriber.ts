import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type AbsenceEventPayload } from '@px/contracts';
import { GetUserIdsWithRolesQuery } from '@px/access';
import { OnDomainEvent, type PublishedEvent } from '@px/platform';
import {
  AbsenceApproved,
  AbsenceCancelled,
  AbsenceRejected,
  AbsenceRequested,
  GetEmployeeForUserQuery,
  GetEmployeesForUsersQuery,
} from '@px/workforce';
import {
  type AbsenceNotice,
  absenceNotificationText,
  recipientsOf,
} from '../domain/notification-rules';
import { NotificationWriter } from '../commands/notification-writer';
import { NotificationRulesReader } from '../queries/notification-rules-reader';

/** The notice an event is, if any. */
function noticeOf(event: PublishedEvent<AbsenceEventPayload>): AbsenceNotice | null {
  switch (event.type) {
    // A manager's recording for an employee is approved at once: AbsenceApproved tells the worker.
    case AbsenceRequested.TYPE:
      return event.payload.status === 'pending' ? 'requested' : null;
    case AbsenceApproved.TYPE:
      return 'approved';
    case AbsenceRejected.TYPE:
      return 'rejected';
    case AbsenceCancelled.TYPE:
      return 'cancelled';
    default:
      return null;
  }
}

/**
 * Absence notifications (issue 18): a request to the managers (the roles of the
 * `absence_requested` rule, by default those that approve absences), a decision or a manager's
 * cancellation to the employee (`absence_decided`, its "assignee"); never to whoever acted, so a
 * worker cancelling their own request tells nobody. Idempotent through the dedupe key (one per
 * request and notice).
 */
@Injectable()
export class AbsenceNotificationsSubscriber {
  constructor(
    private readonly queries: QueryBus,
    private readonly rules: NotificationRulesReader,
    private readonly writer: NotificationWriter,
  ) {}

  @OnDomainEvent({
    name: 'notifications.absences',
    events: [
      AbsenceRequested.TYPE,
      AbsenceApproved.TYPE,
      AbsenceRejected.TYPE,
      AbsenceCancelled.TYPE,
    ],
  })
  async onAbsenceEvent(
    event: PublishedEvent<AbsenceEventPayload>,
    em: EntityManager,
  ): Promise<void> {
    const notice = noticeOf(event);
    if (!notice) return;
    const type = notice === 'requested' ? 'absence_requested' : 'absence_decided';
    const rule = await this.rules.of(em, type);
    if (!rule.enabled) return;
    const absence = event.payload;
    const [actor, roleUsers] = await Promise.all([
      event.actorId ? this.queries.execute(new GetEmployeeForUserQuery(event.actorId)) : null,
      this.queries.execute(new GetUserIdsWithRolesQuery(rule.recipients.roles)),
    ]);
    const byRole = await this.queries.execute(new GetEmployeesForUsersQuery(roleUsers));
    const recipients = recipientsOf(rule.recipients, {
      assignee: absence.employee_id,
      advisor: null,
      byRole: byRole.map((employee) => employee.id),
      actor: actor?.id ?? null,
    }).filter(
      // The managers are told of someone else's request, not of their own.
      (id) => notice !== 'requested' || id !== absence.employee_id,
    );
    const created = await this.writer.insert(em, recipients, {
      type,
      priority: rule.priority,
      ...absenceNotificationText(notice, absence),
    });
    this.writer.announce(created);
  }
}
