import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/shared/realtime';
import { addPushedNotification, refetchFeed } from './api';

/**
 * Keeps the bell live (DESIGN §5): a notification.created push joins the cached lists at once; a
 * notification.updated push (read, all read or deleted elsewhere) refetches them; so does every
 * reconnection, so a push missed while offline is never lost.
 */
export function useNotificationLiveUpdates(employeeId: string | null): void {
  const queryClient = useQueryClient();
  const enabled = Boolean(employeeId);
  useRealtimeEvent(
    'notification.created',
    (notification) => {
      if (!employeeId || notification.employee_id !== employeeId) return;
      addPushedNotification(queryClient, employeeId, notification);
    },
    () => {
      if (employeeId) void refetchFeed(queryClient, employeeId);
    },
    enabled,
  );
  useRealtimeEvent(
    'notification.updated',
    () => {
      if (employeeId) void refetchFeed(queryClient, employeeId);
    },
    undefined,
    enabled,
  );
}
