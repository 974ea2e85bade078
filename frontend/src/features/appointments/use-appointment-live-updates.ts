import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useRealtimeEvent } from '@/shared/realtime';
import { appointmentKeys } from './api';

/** Pushes arriving within this window cost one refetch (a drag sends one, a day's import many). */
const COALESCE_MS = 250;

/**
 * Keeps the appointments screens live: each appointment.changed push (another desk booked, moved
 * or cancelled), and every reconnection, refetches the open calendar, list and booking.
 */
export function useAppointmentLiveUpdates(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refetch = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
      COALESCE_MS,
    );
  };
  useRealtimeEvent('appointment.changed', refetch, refetch, true);
}
