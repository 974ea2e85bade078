import { type NotificationUpdatedPayload, realtimeRooms } from '@px/contracts';
import { type RealtimePush } from '@px/platform';

/** Tells the employee's other tabs and devices to refetch. */
export function announceChange(
  push: RealtimePush,
  employeeId: string,
  payload: NotificationUpdatedPayload,
): void {
  push.toRoom(realtimeRooms.employee(employeeId), 'notification.updated', payload);
}
