import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type AppointmentEventPayload } from '@px/contracts';
import { GetUserIdsWithRolesQuery } from '@px/access';
import {
  AppointmentBooked,
  AppointmentReminderFailed,
  AppointmentReminderSent,
  AppointmentRescheduled,
} from '@px/appointments';
import { OnDomainEvent, type PublishedEvent } from '@px/platform';
import { GetEmployeeForUserQuery, GetEmployeesForUsersQuery } from '@px/workforce';
import {
  appointmentCreatedText,
  appointmentReminderText,
  recipientsOf,
} from '../domain/notification-rules';
import { NotificationWriter } from '../commands/notification-writer';
import { NotificationRulesReader } from '../queries/notification-rules-reader';

/**
 * `appointment_reminder` (issue 19) tells the desk (reception, by the rule's default) that a
 * booking's e-mail reminder went out or failed for good; `appointment_created` (issue 19): the mechanic a booking is made for, or moved to, is told when,
 * what and whose car (and whoever the rule adds by role); never who booked it. Idempotent through
 * the dedupe key (one per booking and mechanic).
 */
@Injectable()
export class AppointmentNotificationsSubscriber {
  constructor(
    private readonly queries: QueryBus,
    private readonly rules: NotificationRulesReader,
    private readonly writer: NotificationWriter,
  ) {}

  @OnDomainEvent({
    name: 'notifications.appointments',
    events: [AppointmentBooked.TYPE, AppointmentRescheduled.TYPE],
  })
  async onAppointmentEvent(
    event: PublishedEvent<AppointmentEventPayload>,
    em: EntityManager,
  ): Promise<void> {
    const appointment = event.payload;
    const forMechanic =
      event.type === AppointmentBooked.TYPE || appointment.changed.includes('employee_id');
    if (!forMechanic) return;
    const rule = await this.rules.of(em, 'appointment_created');
    if (!rule.enabled) return;
    const [actor, roleUsers] = await Promise.all([
      event.actorId ? this.queries.execute(new GetEmployeeForUserQuery(event.actorId)) : null,
      this.queries.execute(new GetUserIdsWithRolesQuery(rule.recipients.roles)),
    ]);
    const byRole = await this.queries.execute(new GetEmployeesForUsersQuery(roleUsers));
    const recipients = recipientsOf(rule.recipients, {
      assignee: appointment.employee_id,
      advisor: null,
      byRole: byRole.map((employee) => employee.id),
      actor: actor?.id ?? null,
    });
    const created = await this.writer.insert(em, recipients, {
      type: 'appointment_created',
      priority: rule.priority,
      ...appointmentCreatedText(appointment),
    });
    this.writer.announce(created);
  }

  @OnDomainEvent({
    name: 'notifications.appointment-reminders',
    events: [AppointmentReminderSent.TYPE, AppointmentReminderFailed.TYPE],
  })
  async onReminder(
    event: PublishedEvent<AppointmentEventPayload>,
    em: EntityManager,
  ): Promise<void> {
    const rule = await this.rules.of(em, 'appointment_reminder');
    if (!rule.enabled) return;
    const roleUsers = await this.queries.execute(
      new GetUserIdsWithRolesQuery(rule.recipients.roles),
    );
    const byRole = await this.queries.execute(new GetEmployeesForUsersQuery(roleUsers));
    const recipients = recipientsOf(rule.recipients, {
      assignee: event.payload.employee_id,
      advisor: null,
      byRole: byRole.map((employee) => employee.id),
      actor: null,
    });
    const outcome = event.type === AppointmentReminderSent.TYPE ? 'sent' : 'failed';
    const created = await this.writer.insert(em, recipients, {
      type: 'appointment_reminder',
      priority: outcome === 'failed' ? 'high' : rule.priority,
      ...appointmentReminderText(event.payload, outcome),
    });
    this.writer.announce(created);
  }
}
