import { Injectable } from '@nestjs/common';
import { APPOINTMENT_EVENT, type AppointmentEventPayload, realtimeRooms } from '@px/contracts';
import { OnDomainEvent, type PublishedEvent, RealtimePush } from '@px/platform';

/**
 * appointment.changed: every change of a booking is pushed to the readers of appointments, so
 * an open calendar or booking page refetches (another desk booked, moved or cancelled). The push
 * names the booking, never its contents.
 */
@Injectable()
export class AppointmentRealtimeSubscriber {
  constructor(private readonly push: RealtimePush) {}

  @OnDomainEvent({
    name: 'appointments.realtime',
    events: Object.values(APPOINTMENT_EVENT),
    database: false,
  })
  onAppointmentChanged(event: PublishedEvent<AppointmentEventPayload>): void {
    this.push.toRoom(realtimeRooms.appointments, 'appointment.changed', {
      id: event.payload.id,
      status: event.payload.status,
      event: event.type,
    });
  }
}
