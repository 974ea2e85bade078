/**
 * Server state of /facturas (React Query): the invoices list and one invoice, saving a draft
 * (POST, or PATCH at the version seen), issuing it, and what follows an issued invoice (a
 * payment, a rectifying draft, its cancellation, its PDF); plus the customer an invoice is for
 * (its name for the filter, its address for the recipient).
 */
import type {
  CustomerDetail,
  InvoiceCancellationInput,
  InvoiceDraftInput,
  InvoiceListItem,
  InvoicePaymentInput,
  InvoiceRectificationInput,
  InvoiceView,
  Paginated,
} from '@px/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, downloadFile } from '@/shared/api';
import type { InvoiceListParams } from './model';

export const invoiceKeys = {
  all: ['billing', 'invoices'] as const,
  list: (params: InvoiceListParams) => ['billing', 'invoices', 'list', params] as const,
  detail: (id: string) => ['billing', 'invoices', 'detail', id] as const,
};

const notFound = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

/** GET /api/invoices: newest first, filtered, a page at a time. */
export function useInvoices(params: InvoiceListParams) {
  return useQuery({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<InvoiceListItem>>('/api/invoices', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/invoices/{id}: lines, VAT breakdown, totals, payment and VERI*FACTU record. */
export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: invoiceKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<InvoiceView>(`/api/invoices/${id}`, { signal }),
    enabled: !!id,
    retry: (count, error) => !notFound(error) && count < 2,
  });
}

/** After a change: the invoice as answered, and the lists. */
function useRefreshInvoices() {
  const client = useQueryClient();
  return (invoice: InvoiceView) => {
    client.setQueryData(invoiceKeys.detail(invoice.id), invoice);
    return client.invalidateQueries({
      queryKey: [...invoiceKeys.all, 'list'],
    });
  };
}

export type SaveInvoiceInput =
  | { id: null; body: InvoiceDraftInput }
  | { id: string; body: InvoiceDraftInput & { version: number } };

/** POST /api/invoices (a draft) or PATCH /api/invoices/{id} with the version seen. */
export function useSaveInvoice() {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: (input: SaveInvoiceInput) =>
      input.id
        ? apiRequest<InvoiceView>(`/api/invoices/${input.id}`, {
            method: 'PATCH',
            body: input.body,
          })
        : apiRequest<InvoiceView>('/api/invoices', { method: 'POST', body: input.body }),
    onSuccess: (invoice) => refresh(invoice),
  });
}

/** POST /api/invoices/{id}/issue at the version seen: its number and VERI*FACTU record. */
export function useIssueInvoice() {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest<InvoiceView>(`/api/invoices/${id}/issue`, { method: 'POST', body: { version } }),
    onSuccess: (invoice) => refresh(invoice),
  });
}

/** One step on an issued invoice, answered with the invoice it leaves (or creates). */
function useInvoiceStep<Input>(step: 'payments' | 'rectify' | 'cancel') {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Input }) =>
      apiRequest<InvoiceView>(`/api/invoices/${id}/${step}`, { method: 'POST', body }),
    onSuccess: (invoice) => refresh(invoice),
  });
}

/** POST /api/invoices/{id}/payments: part or all of what is owed. */
export const useRegisterPayment = () => useInvoiceStep<InvoicePaymentInput>('payments');

/** POST /api/invoices/{id}/rectify: answers the new rectifying draft (series R). */
export const useRectifyInvoice = () => useInvoiceStep<InvoiceRectificationInput>('rectify');

/** POST /api/invoices/{id}/cancel: an invoice issued by mistake (its anulación record). */
export const useCancelInvoice = () => useInvoiceStep<InvoiceCancellationInput>('cancel');

/** GET /api/invoices/{id}/pdf with the session's token, saved as F2026-000001.pdf. */
export function downloadInvoicePdf(invoice: Pick<InvoiceView, 'id' | 'number'>): Promise<void> {
  return downloadFile(
    `/api/invoices/${invoice.id}/pdf`,
    {},
    `${invoice.number ?? `borrador-${invoice.id.slice(0, 8)}`}.pdf`,
  );
}

/** GET /api/invoices/{id}/payments/{paymentId}/receipt: the payment's receipt (PDF). */
export function downloadPaymentReceipt(
  invoice: Pick<InvoiceView, 'id' | 'number'>,
  payment: { id: string },
  position: number,
): Promise<void> {
  return downloadFile(
    `/api/invoices/${invoice.id}/payments/${payment.id}/receipt`,
    {},
    `recibo-${invoice.number ?? invoice.id.slice(0, 8)}-${position}.pdf`,
  );
}

/**
 * GET /api/invoices/export.csv with the list's filters (not its page): the accountant's file, one
 * row per invoice and VAT rate.
 */
export function exportInvoices(params: InvoiceListParams): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = params;
  const today = new Date().toISOString().slice(0, 10);
  return downloadFile('/api/invoices/export.csv', { ...filters }, `facturas-${today}.csv`);
}

/** GET /api/customers/{id}: the full record (its address fills the recipient). */
export function fetchCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetail> {
  return apiRequest<CustomerDetail>(`/api/customers/${id}`, { signal });
}

/** POST /api/invoices/from-work-order: a draft of a completed order's lines not invoiced yet. */
export function useInvoiceWorkOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { work_order_id: string; series: 'F' | 'S'; line_ids: string[] }) =>
      apiRequest<InvoiceView>('/api/invoices/from-work-order', { method: 'POST', body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** POST /api/invoices/from-quote: a draft of the lines the customer accepted. */
export function useInvoiceQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { quote_id: string; series: 'F' | 'S' }) =>
      apiRequest<InvoiceView>('/api/invoices/from-quote', { method: 'POST', body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
