/**
 * Server state of /absence-management (React Query): the requests (GET /api/absences), the
 * vacation balance, the team's month, and the writes (request, approve, reject, cancel), each of
 * which refreshes everything absences show (a decision changes a list, a balance and the calendar).
 */
import type {
  AbsenceCalendarView,
  AbsenceInput,
  AbsenceKind,
  AbsenceStatus,
  AbsenceView,
  EmployeeSummary,
  Paginated,
  VacationBalanceView,
} from '@px/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';

const MINUTE = 60_000;

/** GET /api/absences's parameters as the screen sends them. */
export interface AbsenceListParams {
  employee_id?: string;
  status?: AbsenceStatus;
  kind?: AbsenceKind;
  from?: string;
  to?: string;
  sort?: 'start_date' | '-start_date';
  page?: number;
  limit?: number;
}

export const absenceKeys = {
  all: ['absences'] as const,
  list: (params: AbsenceListParams) => ['absences', 'list', params] as const,
  balance: (employeeId: string | null, year: number) =>
    ['absences', 'balance', employeeId, year] as const,
  calendar: (month: string) => ['absences', 'calendar', month] as const,
  employees: ['absences', 'employees'] as const,
};

export function useAbsenceList(params: AbsenceListParams, enabled = true) {
  return useQuery({
    queryKey: absenceKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<AbsenceView>>('/api/absences', { query: { ...params }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });
}

/** One's own balance (employeeId null) or an employee's. */
export function useVacationBalance(employeeId: string | null, year: number, enabled = true) {
  return useQuery({
    queryKey: absenceKeys.balance(employeeId, year),
    queryFn: ({ signal }) =>
      apiRequest<VacationBalanceView>('/api/absences/balance', {
        query: { year, employee_id: employeeId ?? undefined },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });
}

export function useAbsenceCalendar(month: string) {
  return useQuery({
    queryKey: absenceKeys.calendar(month),
    queryFn: ({ signal }) =>
      apiRequest<AbsenceCalendarView>('/api/absences/calendar', { query: { month }, signal }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });
}

/** The active staff, for a manager recording an absence for someone (employees.employees.read). */
export function useAbsenceEmployees(enabled: boolean) {
  return useQuery({
    queryKey: absenceKeys.employees,
    queryFn: ({ signal }) =>
      apiRequest<Paginated<EmployeeSummary>>('/api/employees', {
        query: { active: true, sort: 'name', limit: 100 },
        signal,
      }),
    enabled,
    staleTime: 5 * MINUTE,
  });
}

function useAbsenceWrite<Variables>(request: (variables: Variables) => Promise<AbsenceView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: absenceKeys.all,
        predicate: (query) => query.queryKey[1] !== 'employees',
      });
    },
  });
}

export function useRequestAbsence() {
  return useAbsenceWrite((body: AbsenceInput) =>
    apiRequest<AbsenceView>('/api/absences', { method: 'POST', body }),
  );
}

export type AbsenceDecisionAction = 'approve' | 'reject';

export function useDecideAbsence() {
  return useAbsenceWrite(
    ({ id, action, comment }: { id: string; action: AbsenceDecisionAction; comment: string }) =>
      apiRequest<AbsenceView>(`/api/absences/${id}/${action}`, {
        method: 'POST',
        body: { comment: comment.trim() || null },
      }),
  );
}

export function useCancelAbsence() {
  return useAbsenceWrite((id: string) =>
    apiRequest<AbsenceView>(`/api/absences/${id}/cancel`, { method: 'POST', body: {} }),
  );
}
