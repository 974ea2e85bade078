/**
 * Server state of /spare-parts-requests and the work order's parts panel (React Query): the
 * requests (the desk's board columns, a mechanic's own, one order's), asking for a part, the
 * desk's steps (approve, reject, serve, order, deliver) and cancelling; plus what their forms pick
 * from: a catalogue part's stock, suppliers, the user's open orders and an order's stock (the part
 * search is the inventory's shared part picker).
 */
import type {
  Paginated,
  PartView,
  SparePartRequestStatus,
  SparePartRequestView,
  SupplierView,
  WorkOrderStockView,
  WorkOrderSummary,
} from '@px/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';

export interface RequestListParams {
  status?: readonly SparePartRequestStatus[];
  work_order_id?: string;
  q?: string;
  page?: number;
  limit?: number;
}

export const sparePartKeys = {
  all: ['spare-part-requests'] as const,
  list: (params: RequestListParams) => ['spare-part-requests', 'list', params] as const,
  detail: (id: string) => ['spare-part-requests', 'detail', id] as const,
  /** An order's part lines as the shelf sees them (they change with requests and stock). */
  stock: (workOrderId: string) => ['spare-part-requests', 'work-order-stock', workOrderId] as const,
  part: (id: string) => ['spare-part-requests', 'part', id] as const,
  suppliers: ['spare-part-requests', 'suppliers'] as const,
  openOrders: (search: string) => ['spare-part-requests', 'open-orders', search] as const,
};

/** The server's Spanish sentence of a failure, or the screen's own fallback. */
export function requestErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  return error ? extractErrorMessage(error) : fallback;
}

/** GET /api/spare-part-requests: newest first (a mechanic gets only their own). */
export function useSparePartRequests(params: RequestListParams, enabled = true) {
  return useQuery({
    queryKey: sparePartKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<SparePartRequestView>>('/api/spare-part-requests', {
        query: {
          status: params.status ? [...params.status] : undefined,
          work_order_id: params.work_order_id,
          q: params.q || undefined,
          page: params.page,
          limit: params.limit,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/spare-part-requests/{id}: the one the address opens. */
export function useSparePartRequest(id: string | null) {
  return useQuery({
    queryKey: sparePartKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<SparePartRequestView>(`/api/spare-part-requests/${id}`, { signal }),
    enabled: !!id,
    retry: (count, error) => !(error instanceof ApiError && error.statusCode === 404) && count < 2,
  });
}

function useRefreshRequests() {
  const client = useQueryClient();
  return (request?: SparePartRequestView) => {
    if (request) client.setQueryData(sparePartKeys.detail(request.id), request);
    return client.invalidateQueries({ queryKey: sparePartKeys.all });
  };
}

export interface NewRequestInput {
  work_order_id: string;
  work_order_line_id?: string | null;
  part_id?: string | null;
  description?: string | null;
  quantity: number;
  note?: string | null;
}

/** POST /api/spare-part-requests. */
export function useCreateSparePartRequest() {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: (input: NewRequestInput) =>
      apiRequest<SparePartRequestView>('/api/spare-part-requests', { method: 'POST', body: input }),
    onSuccess: (request) => refresh(request),
  });
}

export type RequestStep =
  | { action: 'approve' }
  | { action: 'reject'; reason: string }
  | { action: 'cancel' }
  | { action: 'serve'; part_id?: string | null }
  | { action: 'deliver'; part_id?: string | null }
  | {
      action: 'order';
      part_id?: string | null;
      supplier_id?: string | null;
      unit_cost_cents?: number | null;
    };

/** POST /api/spare-part-requests/{id}/{action}: answers the request as it is now. */
export function useRequestStep() {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: RequestStep }) => {
      const { action, ...body } = step;
      const payload = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined && value !== null),
      );
      return apiRequest<SparePartRequestView>(`/api/spare-part-requests/${id}/${action}`, {
        method: 'POST',
        body: payload,
      });
    },
    onSuccess: (request) => refresh(request),
  });
}

/** GET /api/parts/{id}: a request's part (its preferred supplier, cost and stock). */
export function usePart(id: string | null) {
  return useQuery({
    queryKey: sparePartKeys.part(id ?? ''),
    queryFn: ({ signal }) => apiRequest<PartView>(`/api/parts/${id}`, { signal }),
    enabled: !!id,
  });
}

/** GET /api/suppliers: active suppliers by name, for ordering from another one. */
export function useSuppliers(enabled: boolean) {
  return useQuery({
    queryKey: sparePartKeys.suppliers,
    queryFn: ({ signal }) =>
      apiRequest<Paginated<SupplierView>>('/api/suppliers', { query: { limit: 100 }, signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** The user's orders still open (a mechanic's: only those assigned to them). */
export function useOpenWorkOrders(search: string, enabled: boolean) {
  return useQuery({
    queryKey: sparePartKeys.openOrders(search),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<WorkOrderSummary>>('/api/work-orders', {
        query: {
          status: ['open', 'in_progress', 'on_hold'],
          search: search || undefined,
          limit: 50,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/inventory/work-orders/{id}: the order's part lines, reserved, consumed and short. */
export function useWorkOrderStock(workOrderId: string, enabled = true) {
  return useQuery({
    queryKey: sparePartKeys.stock(workOrderId),
    queryFn: ({ signal }) =>
      apiRequest<WorkOrderStockView>(`/api/inventory/work-orders/${workOrderId}`, { signal }),
    enabled: enabled && !!workOrderId,
  });
}
