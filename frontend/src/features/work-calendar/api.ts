/**
 * Server state of /work-schedule and /personal-planning (React Query): employees' schedules
 * (GET/PUT /api/work-schedules/{id}), the holiday calendar (/api/holidays, local ones added and
 * removed), the calendar settings (/api/work-calendar/settings) and capacity (/api/capacity).
 */
import type {
  CapacityView,
  EmployeeSummary,
  EmployeeWorkSchedule,
  HolidayCalendarView,
  HolidayRegionView,
  HolidayView,
  LocalHolidayInput,
  Paginated,
  WorkCalendarSettingsInput,
  WorkCalendarSettingsView,
  WorkScheduleInput,
} from '@px/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';

const MINUTE = 60_000;

export const workCalendarKeys = {
  all: ['work-calendar'] as const,
  employees: ['work-calendar', 'employees'] as const,
  schedule: (employeeId: string) => ['work-calendar', 'schedule', employeeId] as const,
  holidays: (year: number) => ['work-calendar', 'holidays', year] as const,
  allHolidays: ['work-calendar', 'holidays'] as const,
  regions: ['work-calendar', 'regions'] as const,
  settings: ['work-calendar', 'settings'] as const,
  capacity: (from: string, to: string) => ['work-calendar', 'capacity', from, to] as const,
  allCapacity: ['work-calendar', 'capacity'] as const,
};

/** The active staff for the employee picker (a workshop has far fewer than 100). */
export function useScheduleEmployees() {
  return useQuery({
    queryKey: workCalendarKeys.employees,
    queryFn: ({ signal }) =>
      apiRequest<Paginated<EmployeeSummary>>('/api/employees', {
        query: { active: true, sort: 'name', limit: 100 },
        signal,
      }),
    staleTime: 5 * MINUTE,
  });
}

export function useWorkSchedule(employeeId: string | null) {
  return useQuery({
    queryKey: workCalendarKeys.schedule(employeeId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<EmployeeWorkSchedule>(`/api/work-schedules/${employeeId}`, { signal }),
    enabled: employeeId !== null,
    staleTime: 0,
  });
}

/** PUT: answers the employee's periods after it, which replace the cached ones. */
export function useSaveWorkSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, body }: { employeeId: string; body: WorkScheduleInput }) =>
      apiRequest<EmployeeWorkSchedule>(`/api/work-schedules/${employeeId}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(workCalendarKeys.schedule(saved.employee_id), saved);
      void queryClient.invalidateQueries({ queryKey: workCalendarKeys.allCapacity });
    },
  });
}

export function useHolidays(year: number) {
  return useQuery({
    queryKey: workCalendarKeys.holidays(year),
    queryFn: ({ signal }) =>
      apiRequest<HolidayCalendarView>('/api/holidays', { query: { year }, signal }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });
}

export function useHolidayRegions() {
  return useQuery({
    queryKey: workCalendarKeys.regions,
    queryFn: ({ signal }) => apiRequest<HolidayRegionView[]>('/api/holidays/regions', { signal }),
    staleTime: Infinity,
  });
}

/** Holidays change capacity: both are read again after a change. */
function useCalendarChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: workCalendarKeys.allHolidays });
    void queryClient.invalidateQueries({ queryKey: workCalendarKeys.allCapacity });
  };
}

export function useAddLocalHoliday() {
  const changed = useCalendarChanged();
  return useMutation({
    mutationFn: (body: LocalHolidayInput) =>
      apiRequest<HolidayView>('/api/holidays/local', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useRemoveLocalHoliday() {
  const changed = useCalendarChanged();
  return useMutation({
    mutationFn: (date: string) =>
      apiRequest<{ date: string; deleted: true }>(`/api/holidays/local/${date}`, {
        method: 'DELETE',
      }),
    onSuccess: changed,
  });
}

export function useCalendarSettings() {
  return useQuery({
    queryKey: workCalendarKeys.settings,
    queryFn: ({ signal }) =>
      apiRequest<WorkCalendarSettingsView>('/api/work-calendar/settings', { signal }),
    staleTime: MINUTE,
  });
}

export function useSaveCalendarSettings() {
  const queryClient = useQueryClient();
  const changed = useCalendarChanged();
  return useMutation({
    mutationFn: (body: WorkCalendarSettingsInput) =>
      apiRequest<WorkCalendarSettingsView>('/api/work-calendar/settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(workCalendarKeys.settings, saved);
      changed();
    },
  });
}

export function useCapacity(from: string, to: string) {
  return useQuery({
    queryKey: workCalendarKeys.capacity(from, to),
    queryFn: ({ signal }) =>
      apiRequest<CapacityView>('/api/capacity', { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });
}
