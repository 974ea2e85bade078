/**
 * Server state of the registro de jornada screens (/time-tracking, /timesheet-editing):
 * GET /api/time-clock/history, /employees, /months, the corrections, closing and reopening a month,
 * and the report's download.
 */
import type {
  ClockCorrectionRequest,
  ClockCorrectionView,
  ClockEntryView,
  TimeClockHistory,
  TimesheetEmployee,
  TimesheetMonthView,
  TimesheetReportFormat,
} from '@px/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, downloadFile } from '@/shared/api';
import { reportQuery } from './model';

const MINUTE = 60_000;

export const timesheetKeys = {
  all: ['timesheets'] as const,
  history: (employeeId: string | null, from: string, to: string) =>
    ['timesheets', 'history', employeeId ?? 'me', from, to] as const,
  employees: ['timesheets', 'employees'] as const,
  months: ['timesheets', 'months'] as const,
};

/** One worker's days from–to (the signed-in worker's own without an employee). */
export function useTimeClockHistory(
  params: { employeeId?: string | null; from: string; to: string },
  enabled = true,
) {
  const { employeeId = null, from, to } = params;
  return useQuery({
    queryKey: timesheetKeys.history(employeeId, from, to),
    queryFn: ({ signal }) =>
      apiRequest<TimeClockHistory>('/api/time-clock/history', {
        query: { employee_id: employeeId ?? undefined, from, to },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useTimesheetEmployees() {
  return useQuery({
    queryKey: timesheetKeys.employees,
    queryFn: ({ signal }) =>
      apiRequest<TimesheetEmployee[]>('/api/time-clock/employees', { signal }),
    staleTime: 5 * MINUTE,
  });
}

export function useTimesheetMonths() {
  return useQuery({
    queryKey: timesheetKeys.months,
    queryFn: ({ signal }) => apiRequest<TimesheetMonthView[]>('/api/time-clock/months', { signal }),
    staleTime: MINUTE,
  });
}

/** A correction: new times and why (the server appends it to the trail). */
export function useCorrectEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: string; body: ClockCorrectionRequest }) =>
      apiRequest<ClockCorrectionView>(`/api/time-clock/entries/${entryId}/corrections`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: timesheetKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['time-clock'] });
    },
  });
}

/** Confirms a forgotten clock-out the system closed, as it was. */
export function useConfirmEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      apiRequest<ClockEntryView>(`/api/time-clock/entries/${entryId}/confirm`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}

/** Closes (`close`) or reopens (`reopen`) a month for the whole workshop. */
export function useMonthClosing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ month, action }: { month: string; action: 'close' | 'reopen' }) =>
      apiRequest<TimesheetMonthView>(`/api/time-clock/months/${month}/${action}`, {
        method: 'POST',
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: timesheetKeys.months }),
  });
}

/** Downloads a month of the registro de jornada (one's own, or an employee's). */
export function downloadReport(
  month: string,
  format: TimesheetReportFormat,
  employeeId?: string | null,
): Promise<void> {
  return downloadFile(
    '/api/time-clock/report',
    reportQuery(month, format, employeeId),
    `registro-jornada-${month}.${format}`,
  );
}
