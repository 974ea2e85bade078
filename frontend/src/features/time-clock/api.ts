/**
 * Server state of the time clock (fichaje): the signed-in worker's status and their punches
 * (GET /api/time-clock/status, POST /api/time-clock/{clock-in|break-start|break-end|clock-out}).
 */
import type { TimeClockAction, TimeClockStatus } from '@px/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';
import { PUNCH_PATHS, refusalCode, snapshotOf, type TimeClockSnapshot } from './model';

/** A status read a moment ago is still good when another screen (the home card) asks again. */
export const TIME_CLOCK_STATUS_STALE_TIME = 10_000;

export const timeClockKeys = {
  all: ['time-clock'] as const,
  status: ['time-clock', 'status'] as const,
};

/** GET /api/time-clock/status, stamped with the client's clock when it arrived. */
export async function fetchTimeClockStatus(signal?: AbortSignal): Promise<TimeClockSnapshot> {
  const status = await apiRequest<TimeClockStatus>('/api/time-clock/status', { signal });
  return snapshotOf(status);
}

/**
 * POST /api/time-clock/{action} with an Idempotency-Key (a repeated request is answered once);
 * answers the new status.
 */
export async function sendPunch(
  action: TimeClockAction,
  idempotencyKey: string,
): Promise<TimeClockSnapshot> {
  const status = await apiRequest<TimeClockStatus>(`/api/time-clock/${PUNCH_PATHS[action]}`, {
    method: 'POST',
    body: { source: 'web' },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return snapshotOf(status);
}

/**
 * The signed-in worker's status: refetched when the window regains the focus (the worker may have
 * punched on another device) and replaced by every punch's answer.
 */
export function useTimeClockStatus(enabled = true) {
  return useQuery({
    queryKey: timeClockKeys.status,
    queryFn: ({ signal }) => fetchTimeClockStatus(signal),
    enabled,
    staleTime: TIME_CLOCK_STATUS_STALE_TIME,
    refetchOnWindowFocus: true,
  });
}

/** One punch; each call (each click) sends a new Idempotency-Key. */
export function usePunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TimeClockAction) => sendPunch(action, crypto.randomUUID()),
    onSuccess: (status) => queryClient.setQueryData(timeClockKeys.status, status),
    onError: (error) => {
      // A refusal means the screen was out of date (a punch elsewhere, an unlinked account).
      if (refusalCode(error))
        void queryClient.invalidateQueries({ queryKey: timeClockKeys.status });
    },
  });
}
