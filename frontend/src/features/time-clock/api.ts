/**
 * Server state of the time clock (fichaje): the signed-in worker's status and their punches
 * (GET /api/time-clock/status, POST /api/time-clock/{clock-in|break-start|break-end|clock-out}),
 * their job clock (GET /api/time-clock/my-jobs, POST /api/work-order-items/{id}/clock/{start|stop})
 * and the kiosk's PIN punches (POST /api/time-clock/kiosk, /kiosk/identify).
 */
import type { KioskClockAnswer, MyJobs, TimeClockAction, TimeClockStatus } from '@px/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/shared/api';
import { PUNCH_PATHS, refusalCode, snapshotOf, type TimeClockSnapshot } from './model';

/** A status read a moment ago is still good when another screen (the home card) asks again. */
export const TIME_CLOCK_STATUS_STALE_TIME = 10_000;

export const timeClockKeys = {
  all: ['time-clock'] as const,
  status: ['time-clock', 'status'] as const,
  myJobs: ['time-clock', 'my-jobs'] as const,
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
    onSuccess: (status) => {
      queryClient.setQueryData(timeClockKeys.status, status);
      // A clock-out or a break stops the job clock: the lines' hours moved on.
      void queryClient.invalidateQueries({ queryKey: timeClockKeys.myJobs });
    },
    onError: (error) => {
      // A refusal means the screen was out of date (a punch elsewhere, an unlinked account).
      if (refusalCode(error))
        void queryClient.invalidateQueries({ queryKey: timeClockKeys.status });
    },
  });
}

// ---------------------------------------------------------------------------------------------
// The job clock

/** GET /api/time-clock/my-jobs: the orders assigned to the worker with their labor lines. */
export function useMyJobs(enabled = true) {
  return useQuery({
    queryKey: timeClockKeys.myJobs,
    queryFn: ({ signal }) => apiRequest<MyJobs>('/api/time-clock/my-jobs', { signal }),
    enabled,
    refetchOnWindowFocus: true,
  });
}

export interface JobClockRequest {
  lineId: string;
  action: 'start' | 'stop';
}

/**
 * Starts (stopping any other) or stops the worker's job clock on a line; the answer is the new
 * status, and the list's hours are read again. A refusal reads both again (the screen was stale).
 */
export function useJobClock() {
  const queryClient = useQueryClient();
  const refreshJobs = () => queryClient.invalidateQueries({ queryKey: timeClockKeys.myJobs });
  return useMutation({
    mutationFn: async ({ lineId, action }: JobClockRequest) =>
      snapshotOf(
        await apiRequest<TimeClockStatus>(`/api/work-order-items/${lineId}/clock/${action}`, {
          method: 'POST',
          body: { source: 'web' },
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        }),
      ),
    onSuccess: (status) => {
      queryClient.setQueryData(timeClockKeys.status, status);
      void refreshJobs();
    },
    onError: (error) => {
      if (!isApiError(error) || error.statusCode !== 409) return;
      void queryClient.invalidateQueries({ queryKey: timeClockKeys.status });
      void refreshJobs();
    },
  });
}

// ---------------------------------------------------------------------------------------------
// The kiosk: nothing is cached (a shared screen shows a worker's answer only while they use it).

/** POST /api/time-clock/kiosk/identify: whose PIN it is and where they stand. */
export function useKioskIdentify() {
  return useMutation({
    mutationFn: (pin: string) =>
      apiRequest<KioskClockAnswer>('/api/time-clock/kiosk/identify', {
        method: 'POST',
        body: { pin },
      }),
  });
}

/** POST /api/time-clock/kiosk: the worker's punch, with a new Idempotency-Key per tap. */
export function useKioskPunch() {
  return useMutation({
    mutationFn: ({ pin, action }: { pin: string; action: TimeClockAction }) =>
      apiRequest<KioskClockAnswer>('/api/time-clock/kiosk', {
        method: 'POST',
        body: { pin, action },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
  });
}
