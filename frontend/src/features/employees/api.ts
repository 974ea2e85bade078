/**
 * Server state of /employee-management (React Query): GET/POST /api/employees,
 * GET/PATCH /api/employees/{id} and the accounts an employee may be linked to.
 */
import type {
  EmployeeDetail,
  EmployeeInput,
  EmployeePatch,
  EmployeeSummary,
  LinkableUser,
  Paginated,
} from '@px/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';
import type { EmployeeListParams } from './model';

const MINUTE = 60_000;

export const employeeKeys = {
  all: ['employees'] as const,
  lists: ['employees', 'list'] as const,
  list: (params: EmployeeListParams) => ['employees', 'list', params] as const,
  detail: (id: string) => ['employees', 'detail', id] as const,
  linkableUsers: (search: string) => ['employees', 'linkable-users', search] as const,
};

export function useEmployeeList(params: EmployeeListParams) {
  return useQuery({
    queryKey: employeeKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<EmployeeSummary>>('/api/employees', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });
}

export function useEmployee(id: string | null) {
  return useQuery({
    queryKey: employeeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<EmployeeDetail>(`/api/employees/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useLinkableUsers(search: string, enabled: boolean) {
  return useQuery({
    queryKey: employeeKeys.linkableUsers(search),
    queryFn: ({ signal }) =>
      apiRequest<LinkableUser[]>('/api/employees/linkable-users', {
        query: { search: search || undefined },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });
}

/** POST (no id) or PATCH (id): answers the saved detail, which replaces the cached one. */
export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: EmployeeInput | EmployeePatch }) =>
      id
        ? apiRequest<EmployeeDetail>(`/api/employees/${id}`, { method: 'PATCH', body })
        : apiRequest<EmployeeDetail>('/api/employees', { method: 'POST', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(employeeKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: employeeKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ['employees', 'linkable-users'] });
    },
  });
}
