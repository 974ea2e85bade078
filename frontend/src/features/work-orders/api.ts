/**
 * Server state of the work-order screens (React Query), SPEC §7 calls with SPEC §9's freshness
 * (list 2 min, detail 1 min, statistics 5 min) and 2 retries.
 */
import type {
  EstimateChannel,
  EstimateDecision,
  Paginated,
  WorkOrderAssignee,
  WorkOrderDetail,
  WorkOrderLine,
  WorkOrderLineType,
  WorkOrderPriority,
  WorkOrderStatistics,
  WorkOrderStatus,
  WorkOrderSummary,
} from '@px/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, downloadFile } from '@/shared/api';
import {
  DEFAULT_WORK_ORDER_PAGE_SIZE,
  WORK_ORDER_DETAIL_STALE_TIME,
  WORK_ORDER_LIST_STALE_TIME,
  WORK_ORDER_QUERY_RETRIES,
  WORK_ORDER_STATISTICS_STALE_TIME,
} from '@/shared/query-config';
import type { WorkOrderListQuery } from './model';

/** SPEC §8's default texts for a work-order call that failed without a message of its own. */
export const DEFAULT_ERRORS = {
  list: 'Failed to fetch work orders',
  detail: 'Failed to fetch work order',
  create: 'Failed to create work order',
  update: 'Failed to update work order',
  delete: 'Failed to delete work order',
  addItem: 'Failed to add item to work order',
  updateItem: 'Failed to update work order item',
  removeItem: 'Failed to remove item from work order',
  items: 'Failed to fetch work order items',
  statistics: 'Failed to fetch work order statistics',
} as const;

/** The server's message, or SPEC §8's default text for the call. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

/** SPEC §7: a failed list reads as an empty first page of 20. */
export const EMPTY_PAGE: Paginated<WorkOrderSummary> = {
  data: [],
  pagination: { page: 1, limit: DEFAULT_WORK_ORDER_PAGE_SIZE, total: 0 },
};

export const workOrderKeys = {
  all: ['work-orders'] as const,
  lists: ['work-orders', 'list'] as const,
  list: (query: WorkOrderListQuery) => ['work-orders', 'list', query] as const,
  detail: (id: string) => ['work-orders', 'detail', id] as const,
  statistics: ['work-orders', 'statistics'] as const,
  assignees: ['work-orders', 'assignees'] as const,
};

export function useWorkOrderList(query: WorkOrderListQuery, enabled = true) {
  return useQuery({
    queryKey: workOrderKeys.list(query),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<Paginated<WorkOrderSummary>>('/api/work-orders', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    staleTime: WORK_ORDER_LIST_STALE_TIME,
    retry: WORK_ORDER_QUERY_RETRIES,
  });
}

export function useWorkOrder(id: string | undefined) {
  return useQuery({
    queryKey: workOrderKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<WorkOrderDetail>(`/api/work-orders/${id}`, { signal }),
    enabled: !!id,
    staleTime: WORK_ORDER_DETAIL_STALE_TIME,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.statusCode === 404) &&
      failures < WORK_ORDER_QUERY_RETRIES,
  });
}

export function useWorkOrderStatistics(enabled = true) {
  return useQuery({
    queryKey: workOrderKeys.statistics,
    queryFn: ({ signal }) =>
      apiRequest<WorkOrderStatistics>('/api/work-orders/statistics', { signal }),
    enabled,
    staleTime: WORK_ORDER_STATISTICS_STALE_TIME,
    retry: WORK_ORDER_QUERY_RETRIES,
  });
}

export function useAssignees(enabled = true) {
  return useQuery({
    queryKey: workOrderKeys.assignees,
    queryFn: ({ signal }) =>
      apiRequest<WorkOrderAssignee[]>('/api/work-orders/assignees', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** What the create form sends. */
export interface WorkOrderInput {
  title: string;
  customer_id: string;
  vehicle_id?: string | null;
  complaint?: string;
  requested_work?: string;
  diagnosis?: string;
  priority?: WorkOrderPriority;
  assigned_employee_id?: string | null;
  odometer_in_km?: number | null;
  odometer_out_km?: number | null;
  promised_at?: string | null;
  estimate_decision?: EstimateDecision | null;
  estimate_channel?: EstimateChannel | null;
}

export interface LineInput {
  type?: WorkOrderLineType;
  name?: string;
  planned_hours?: number;
  quantity?: number;
  unit_price_cents?: number;
  discount_percent?: number;
  vat_percent?: number;
  finished?: boolean;
  /** A part line's catalogue part (inventory reserves it). */
  part_id?: string | null;
}

/** After any change of an order: its detail, every list and the statistics refetch. */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return (detail?: WorkOrderDetail) => {
    if (detail) queryClient.setQueryData(workOrderKeys.detail(detail.id), detail);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: workOrderKeys.lists }),
      queryClient.invalidateQueries({ queryKey: workOrderKeys.statistics }),
      detail
        ? Promise.resolve()
        : queryClient.invalidateQueries({ queryKey: ['work-orders', 'detail'] }),
    ]);
  };
}

export function useCreateWorkOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: WorkOrderInput; idempotencyKey: string }) =>
      apiRequest<WorkOrderDetail>('/api/work-orders', {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: (order) => refresh(order),
  });
}

export function useUpdateWorkOrder(id: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (
      change: Partial<WorkOrderInput> & {
        version: number;
        status?: WorkOrderStatus;
        reason?: string | null;
      },
    ) => apiRequest<WorkOrderDetail>(`/api/work-orders/${id}`, { method: 'PUT', body: change }),
    onSuccess: (order) => refresh(order),
  });
}

export interface StatusChange {
  id: string;
  status: WorkOrderStatus;
  reason?: string | null;
  odometer_out_km?: number;
  version?: number;
}

export function useChangeStatus() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, ...body }: StatusChange) =>
      apiRequest<WorkOrderDetail>(`/api/work-orders/${id}/status`, { method: 'POST', body }),
    onSuccess: (order) => refresh(order),
    // A refused move leaves the board where the server says it is.
    onError: () => refresh(),
  });
}

export function useReopenWorkOrder(id: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<WorkOrderDetail>(`/api/work-orders/${id}/reopen`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: (order) => refresh(order),
  });
}

export function useDeleteWorkOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`/api/work-orders/${id}`, { method: 'DELETE' }),
    onSuccess: () => refresh(),
  });
}

export function useAddLine(orderId: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (line: LineInput & { name: string }) =>
      apiRequest<WorkOrderLine>('/api/work-order-items', {
        method: 'POST',
        body: { ...line, work_order_id: orderId },
      }),
    onSuccess: () => refresh(),
  });
}

export function useUpdateLine(orderId: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, ...line }: LineInput & { id: string; version?: number }) =>
      apiRequest<WorkOrderLine>(`/api/work-order-items/${id}`, {
        method: 'PUT',
        body: { ...line, work_order_id: orderId },
      }),
    onSuccess: () => refresh(),
  });
}

export function useRemoveLine() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/work-order-items/${id}`, { method: 'DELETE' }),
    onSuccess: () => refresh(),
  });
}

/** Downloads the repair order PDF (the call needs the bearer token, so it is fetched). */
export function downloadRepairOrderPdf(id: string): Promise<void> {
  return downloadFile(`/api/work-orders/${id}/pdf`, {}, 'orden-reparacion.pdf');
}
