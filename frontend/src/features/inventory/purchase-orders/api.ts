/**
 * Server state of the "Pedidos" tab of /inventory (React Query), docs/api-inventory.md: the
 * purchase orders list and one order, creating and editing drafts, sending, receiving goods,
 * cancelling, the min/max proposals and the order's PDF; plus the suppliers the forms pick from
 * (the parts come from the inventory's shared part picker).
 */
import type {
  Paginated,
  PurchaseOrderListItem,
  PurchaseOrderView,
  PurchaseProposalReport,
  SupplierView,
} from '@px/contracts';
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, apiRequest, downloadFile } from '@/shared/api';
import { partKeys } from '../api';
import type { CreateOrderInput, OrderListParams, ReceiptInput, UpdateOrderInput } from './model';

const MINUTE = 60_000;
/** How many suppliers a picker's search shows. */
const PICKER_LIMIT = 20;

export const purchaseOrderKeys = {
  all: ['inventory', 'purchase-orders'] as const,
  list: (params: OrderListParams) => ['inventory', 'purchase-orders', 'list', params] as const,
  detail: (id: string) => ['inventory', 'purchase-orders', 'detail', id] as const,
  suppliers: (q: string) => ['inventory', 'purchase-orders', 'supplier-search', q] as const,
  supplier: (id: string) => ['inventory', 'purchase-orders', 'supplier', id] as const,
};

const notFound = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

/** GET /api/purchase-orders: newest first, filtered, a page at a time. */
export function usePurchaseOrders(params: OrderListParams) {
  return useQuery({
    queryKey: purchaseOrderKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<PurchaseOrderListItem>>('/api/purchase-orders', {
        query: { ...params },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/purchase-orders/{id}: the order with its lines (ordered, received, pending). */
export function usePurchaseOrder(id: string | null) {
  return useQuery({
    queryKey: purchaseOrderKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<PurchaseOrderView>(`/api/purchase-orders/${id}`, { signal }),
    enabled: !!id,
    retry: (count, error) => !notFound(error) && count < 2,
  });
}

/** Several orders at once (the proposals' report names each draft's supplier). */
export function usePurchaseOrdersById(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: purchaseOrderKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<PurchaseOrderView>(`/api/purchase-orders/${id}`, { signal }),
    })),
  });
}

/**
 * After a change: the order as answered, the lists, and the parts (sending and receiving move
 * their "on order" and stock; the parts tab shows them).
 */
function useRefreshOrders() {
  const client = useQueryClient();
  return (order?: PurchaseOrderView) => {
    if (order) client.setQueryData(purchaseOrderKeys.detail(order.id), order);
    return Promise.all([
      client.invalidateQueries({
        queryKey: purchaseOrderKeys.all,
        // The answer is the order as it is now: no need to ask for it again.
        predicate: (query) =>
          !order ||
          JSON.stringify(query.queryKey) !== JSON.stringify(purchaseOrderKeys.detail(order.id)),
      }),
      client.invalidateQueries({ queryKey: partKeys.all }),
    ]);
  };
}

/** POST /api/purchase-orders (a draft) or PATCH /api/purchase-orders/{id} with the version seen. */
export function useSavePurchaseOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (
      input: { id: null; body: CreateOrderInput } | { id: string; body: UpdateOrderInput },
    ) =>
      input.id
        ? apiRequest<PurchaseOrderView>(`/api/purchase-orders/${input.id}`, {
            method: 'PATCH',
            body: input.body,
          })
        : apiRequest<PurchaseOrderView>('/api/purchase-orders', {
            method: 'POST',
            body: input.body,
          }),
    onSuccess: (order) => refresh(order),
  });
}

export type OrderStep = 'send' | 'cancel';

/** POST /api/purchase-orders/{id}/send or /cancel. */
export function useOrderStep() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: OrderStep }) =>
      apiRequest<PurchaseOrderView>(`/api/purchase-orders/${id}/${step}`, { method: 'POST' }),
    onSuccess: (order) => refresh(order),
  });
}

/** POST /api/purchase-orders/{id}/receipts: goods in, line by line. */
export function useReceiveOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReceiptInput }) =>
      apiRequest<PurchaseOrderView>(`/api/purchase-orders/${id}/receipts`, {
        method: 'POST',
        body,
      }),
    onSuccess: (order) => refresh(order),
  });
}

/** POST /api/purchase-orders/proposals: drafts per supplier from the parts below their minimum. */
export function useProposeOrders() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: () =>
      apiRequest<PurchaseProposalReport>('/api/purchase-orders/proposals', { method: 'POST' }),
    onSuccess: () => refresh(),
  });
}

/**
 * Downloads GET /api/purchase-orders/{id}/pdf with the session's token (the shared helper the
 * deposit receipts use), saved under the server's name or PC-YYYY-NNNNN.pdf.
 */
export function downloadPurchaseOrderPdf(order: { id: string; number: string }): Promise<void> {
  return downloadFile(`/api/purchase-orders/${order.id}/pdf`, {}, `${order.number}.pdf`);
}

/** GET /api/suppliers?q=: the supplier pickers' search (active suppliers). */
export function useSupplierSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: purchaseOrderKeys.suppliers(q),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<SupplierView>>('/api/suppliers', {
        query: { q: q || undefined, limit: PICKER_LIMIT },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
    enabled,
  });
}

/** GET /api/suppliers/{id}: a supplier the address names (the filter shows its name). */
export function useSupplier(id: string | null) {
  return useQuery({
    queryKey: purchaseOrderKeys.supplier(id ?? ''),
    queryFn: ({ signal }) => apiRequest<SupplierView>(`/api/suppliers/${id}`, { signal }),
    enabled: !!id,
    staleTime: 5 * MINUTE,
    retry: (count, error) => !notFound(error) && count < 1,
  });
}
