/**
 * Server state of /quotes (React Query): the list and one quote, saving its content (POST, or
 * PATCH at the version seen: a sent quote becomes revision n + 1), and its steps (send, the staff's
 * record of the answer, the refusal, revoking the link, converting into a work order), the PDF and
 * the customer's vehicles for the editor.
 */
import type {
  Paginated,
  QuoteDraftInput,
  QuoteListItem,
  QuoteRejectionInput,
  QuoteStaffApprovalInput,
  QuoteView,
  VehicleSummary,
} from '@px/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, downloadFile } from '@/shared/api';
import type { QuoteListParams } from './model';

export const quoteKeys = {
  all: ['quotes'] as const,
  list: (params: QuoteListParams) => ['quotes', 'list', params] as const,
  detail: (id: string) => ['quotes', 'detail', id] as const,
  vehicles: (customerId: string) => ['quotes', 'vehicles', customerId] as const,
};

const notFound = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

/** GET /api/quotes: newest first, filtered, a page at a time. */
export function useQuotes(params: QuoteListParams) {
  return useQuery({
    queryKey: quoteKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<QuoteListItem>>('/api/quotes', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/quotes/{id}: lines with their answer, totals, revisions and the link. */
export function useQuote(id: string | null) {
  return useQuery({
    queryKey: quoteKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<QuoteView>(`/api/quotes/${id}`, { signal }),
    enabled: !!id,
    retry: (count, error) => !notFound(error) && count < 2,
  });
}

/** A customer's vehicles (GET /api/vehicles?customer_id=), for the editor's vehicle select. */
export function useCustomerVehicles(customerId: string | null) {
  return useQuery({
    queryKey: quoteKeys.vehicles(customerId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<VehicleSummary>>('/api/vehicles', {
        query: { customer_id: customerId!, page: 1, limit: 100 },
        signal,
      }),
    enabled: !!customerId,
    staleTime: 60_000,
  });
}

/** After a change: the quote as answered, and the lists. */
function useRefreshQuotes() {
  const client = useQueryClient();
  return (quote: QuoteView) => {
    client.setQueryData(quoteKeys.detail(quote.id), quote);
    return client.invalidateQueries({ queryKey: [...quoteKeys.all, 'list'] });
  };
}

export type SaveQuoteInput =
  { id: null; body: QuoteDraftInput } | { id: string; body: QuoteDraftInput & { version: number } };

/** POST /api/quotes (a numbered draft) or PATCH /api/quotes/{id} with the version seen. */
export function useSaveQuote() {
  const refresh = useRefreshQuotes();
  return useMutation({
    mutationFn: (input: SaveQuoteInput) =>
      input.id
        ? apiRequest<QuoteView>(`/api/quotes/${input.id}`, { method: 'PATCH', body: input.body })
        : apiRequest<QuoteView>('/api/quotes', { method: 'POST', body: input.body }),
    onSuccess: (quote) => refresh(quote),
  });
}

type Step = 'send' | 'approval' | 'reject' | 'revoke-link' | 'convert';

/** One step on a quote, answered with the quote it leaves. */
function useQuoteStep<Input>(step: Step) {
  const refresh = useRefreshQuotes();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Input }) =>
      apiRequest<QuoteView>(`/api/quotes/${id}/${step}`, { method: 'POST', body }),
    onSuccess: (quote) => refresh(quote),
  });
}

/** POST /api/quotes/{id}/send: freezes the revision, makes the link and e-mails it. */
export const useSendQuote = () => useQuoteStep<{ version?: number }>('send');
/** POST /api/quotes/{id}/approval: the answer taken at the desk or by phone. */
export const useRecordApproval = () => useQuoteStep<QuoteStaffApprovalInput>('approval');
/** POST /api/quotes/{id}/reject: the customer declines the whole quote. */
export const useRejectQuote = () => useQuoteStep<QuoteRejectionInput>('reject');
/** POST /api/quotes/{id}/revoke-link: the link stops at once. */
export const useRevokeLink = () => useQuoteStep<Record<string, never>>('revoke-link');
/** POST /api/quotes/{id}/convert: the accepted lines become a work order. */
export const useConvertQuote = () => useQuoteStep<Record<string, never>>('convert');

/** GET /api/quotes/{id}/pdf with the session's token, saved as P-2026-00001.pdf. */
export function downloadQuotePdf(quote: Pick<QuoteView, 'id' | 'number' | 'revision'>) {
  return downloadFile(
    `/api/quotes/${quote.id}/pdf`,
    {},
    `${quote.number}${quote.revision > 1 ? `-rev${quote.revision}` : ''}.pdf`,
  );
}
