import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useRealtimeEvent } from '@/shared/realtime';
import { workOrderKeys } from './api';

/** Pushes arriving within this window cost one refetch (a board reshuffle sends several). */
const COALESCE_MS = 250;

/**
 * Keeps every work-order screen live (DESIGN §5): each work_order.changed push, and every
 * reconnection (pushes missed while offline), refetches the open lists, boards, detail screens
 * and the sidebar's pending badge. Mounted once, in the shell.
 */
export function useWorkOrderLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refetch = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
      COALESCE_MS,
    );
  };
  useRealtimeEvent('work_order.changed', refetch, refetch, enabled);
}
