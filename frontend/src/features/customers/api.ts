/**
 * Server state of the customer screens (React Query), docs/api-customers-vehicles.md.
 */
import type {
  CustomerDetail,
  CustomerHistoryEntry,
  CustomerImportReport,
  CustomerMergeRecord,
  CustomerSearchResult,
  CustomerSummary,
  CustomerType,
  CustomerInput,
  Paginated,
  VehicleSummary,
} from '@px/contracts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, downloadFile } from '@/shared/api';
import type { CustomerListState } from './model';

const MINUTE = 60_000;
export const HISTORY_PAGE_SIZE = 20;
/** The detail's vehicles card shows them all: a fleet customer rarely has more than this. */
export const CUSTOMER_VEHICLES_LIMIT = 100;

export interface CustomerListParams {
  search?: string;
  type?: CustomerType;
  tag?: string;
  sort?: string;
  page: number;
  limit: number;
}

/** The list's address state as the API's query (empty filters are left out). */
export function listQueryOf(state: CustomerListState): CustomerListParams {
  return {
    search: state.search || undefined,
    type: state.type,
    tag: state.tag || undefined,
    sort: state.sort,
    page: state.page,
    limit: state.limit,
  };
}

/** What the form sends (POST and PUT): the API's fields, declared once in @px/contracts. */
export type { CustomerInput };

export const customerKeys = {
  all: ['customers'] as const,
  list: (params: CustomerListParams) => ['customers', 'list', params] as const,
  details: ['customers', 'detail'] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
  history: (id: string) => ['customers', 'history', id] as const,
  merges: (id: string) => ['customers', 'merges', id] as const,
  search: (q: string) => ['customers', 'search', q] as const,
};

export function useCustomerList(params: CustomerListParams) {
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<CustomerSummary>>('/api/customers', {
        query: { ...params },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });
}

export function useCustomer(id: string | undefined) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<CustomerDetail>(`/api/customers/${id}`, { signal }),
    enabled: !!id,
    staleTime: MINUTE,
  });
}

export function searchCustomers(q: string, signal?: AbortSignal, limit = 10) {
  return apiRequest<CustomerSearchResult[]>('/api/customers/search', {
    query: { q, limit },
    signal,
  });
}

export function useCustomerHistory(id: string) {
  return useInfiniteQuery({
    queryKey: customerKeys.history(id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Paginated<CustomerHistoryEntry>>(`/api/customers/${id}/history`, {
        query: { page: pageParam, limit: HISTORY_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page * last.pagination.limit < last.pagination.total
        ? last.pagination.page + 1
        : undefined,
    staleTime: MINUTE,
  });
}

export function useCustomerMerges(id: string) {
  return useQuery({
    queryKey: customerKeys.merges(id),
    queryFn: ({ signal }) =>
      apiRequest<CustomerMergeRecord[]>(`/api/customers/${id}/merges`, { signal }),
    staleTime: MINUTE,
  });
}

export function useSaveCustomer(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerInput & { version?: number }) =>
      id
        ? apiRequest<CustomerDetail>(`/api/customers/${id}`, { method: 'PUT', body: input })
        : apiRequest<CustomerDetail>('/api/customers', { method: 'POST', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(customerKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['customers', 'list'] });
      void queryClient.invalidateQueries({ queryKey: customerKeys.history(saved.id) });
    },
  });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`/api/customers/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export function useMergeCustomers(keptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: string) =>
      apiRequest<CustomerMergeRecord>(`/api/customers/${keptId}/merge`, {
        method: 'POST',
        body: { source_id: sourceId },
      }),
    onSuccess: async (_record, sourceId) => {
      // The duplicate is gone: its cached file must not be shown again.
      queryClient.removeQueries({ queryKey: customerKeys.detail(sourceId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
      ]);
    },
  });
}

/**
 * The vehicles the customer owns now (the vehicles list filtered by owner). The key lives under
 * ['vehicles', 'list'] so that saving a vehicle, which refreshes the vehicle lists, refreshes
 * this card too.
 */
export function useCustomerVehicles(customerId: string | undefined) {
  return useQuery({
    queryKey: ['vehicles', 'list', { customer_id: customerId, limit: CUSTOMER_VEHICLES_LIMIT }],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<VehicleSummary>>('/api/vehicles', {
        query: { customer_id: customerId, limit: CUSTOMER_VEHICLES_LIMIT },
        signal,
      }),
    enabled: !!customerId,
    staleTime: MINUTE,
  });
}

/**
 * Downloads GET /api/customers/export with the list's filters. The answer is text/csv, not the
 * JSON envelope, so `apiRequest` (which unwraps `{ success, data }`) is not the tool: the shared
 * `downloadFile` sends the same Bearer token from the same storage, refreshes it once on a 401
 * through the same single-flight refresh as `apiRequest`, and saves the file under the name of
 * the server's Content-Disposition (`clientes-YYYY-MM-DD.csv`).
 */
export function exportCustomers(query: {
  search?: string;
  type?: CustomerType;
  tag?: string;
}): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  return downloadFile('/api/customers/export', query, `clientes-${today}.csv`);
}

export function useImportCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; dry_run: boolean }) =>
      apiRequest<CustomerImportReport>('/api/customers/import', { method: 'POST', body: input }),
    onSuccess: (report) => {
      if (report.committed) {
        void queryClient.invalidateQueries({ queryKey: customerKeys.all });
        void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
      }
    },
  });
}
