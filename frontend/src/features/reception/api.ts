/**
 * Server state of /vehicle-reception and /customer-receipts (React Query): the receipts list and
 * one receipt, receiving a car, its photos, "Marcar listo", "Entregar", sending the resguardo, and
 * the authorised downloads of its PDFs and photos.
 */
import type {
  CustomerReceiptListItem,
  CustomerReceiptView,
  DeliverReceiptInput,
  NewReceptionInput,
  Paginated,
  ReceiptPhotoView,
  ReceiptStatus,
  WorkOrderSummary,
} from '@px/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest, downloadFile, getAccessToken, refreshAccessToken } from '@/shared/api';

export const receiptKeys = {
  all: ['customer-receipts'] as const,
  list: (params: ReceiptListParams) => ['customer-receipts', 'list', params] as const,
  detail: (id: string) => ['customer-receipts', 'detail', id] as const,
};

export interface ReceiptListParams {
  status?: ReceiptStatus;
  q?: string;
  /** YYYY-MM-DD */
  from?: string;
  to?: string;
  vehicle_id?: string;
  work_order_id?: string;
  page?: number;
  limit?: number;
}

/** GET /api/customer-receipts: newest first. */
export function useReceipts(params: ReceiptListParams) {
  return useQuery({
    queryKey: receiptKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<CustomerReceiptListItem>>('/api/customer-receipts', {
        query: { ...params },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useReceipt(id: string | undefined) {
  return useQuery({
    queryKey: receiptKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<CustomerReceiptView>(`/api/customer-receipts/${id}`, { signal }),
    enabled: !!id,
  });
}

function useRefreshReceipts() {
  const client = useQueryClient();
  return (receipt?: CustomerReceiptView) => {
    if (receipt) client.setQueryData(receiptKeys.detail(receipt.id), receipt);
    return client.invalidateQueries({ queryKey: receiptKeys.all });
  };
}

/** The vehicle's orders still open: a reception may link one instead of opening another. */
export function useOpenOrdersOfVehicle(vehicleId: string | null) {
  return useQuery({
    queryKey: ['work-orders', 'list', 'open-of-vehicle', vehicleId],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<WorkOrderSummary>>('/api/work-orders', {
        query: { vehicle_id: vehicleId!, status: ['open', 'in_progress', 'on_hold'], limit: 20 },
        signal,
      }),
    enabled: !!vehicleId,
  });
}

/** POST /api/customer-receipts: the car received (receipt, order and signed resguardo). */
export function useReceiveVehicle() {
  const refresh = useRefreshReceipts();
  return useMutation({
    mutationFn: (input: NewReceptionInput) =>
      apiRequest<CustomerReceiptView>('/api/customer-receipts', { method: 'POST', body: input }),
    onSuccess: (receipt) => refresh(receipt),
  });
}

/** POST /api/customer-receipts/{id}/photos (multipart: damage_id, then file). */
export function uploadReceiptPhoto(
  receiptId: string,
  file: Blob,
  damageId: string | null,
): Promise<ReceiptPhotoView> {
  const form = new FormData();
  if (damageId) form.append('damage_id', damageId);
  form.append('file', file, file instanceof File ? file.name : 'foto.jpg');
  return apiRequest<ReceiptPhotoView>(`/api/customer-receipts/${receiptId}/photos`, {
    method: 'POST',
    body: form,
  });
}

export function useAddReceiptPhoto(receiptId: string) {
  const refresh = useRefreshReceipts();
  return useMutation({
    mutationFn: ({ file, damageId }: { file: Blob; damageId: string | null }) =>
      uploadReceiptPhoto(receiptId, file, damageId),
    onSuccess: () => refresh(),
  });
}

export function useMarkReceiptReady(id: string) {
  const refresh = useRefreshReceipts();
  return useMutation({
    mutationFn: () =>
      apiRequest<CustomerReceiptView>(`/api/customer-receipts/${id}/ready`, { method: 'POST' }),
    onSuccess: (receipt) => refresh(receipt),
  });
}

export function useDeliverVehicle(id: string) {
  const refresh = useRefreshReceipts();
  return useMutation({
    mutationFn: (input: DeliverReceiptInput) =>
      apiRequest<CustomerReceiptView>(`/api/customer-receipts/${id}/deliver`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (receipt) => refresh(receipt),
  });
}

/** POST /api/customer-receipts/{id}/send: the resguardo e-mailed (answers the address). */
export function useSendReceipt(id: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ queued: true; to: string }>(`/api/customer-receipts/${id}/send`, {
        method: 'POST',
      }),
  });
}

/** Downloads the resguardo (or the delivery record) PDF. */
export function downloadReceiptPdf(
  id: string,
  kind: 'deposit' | 'delivery' = 'deposit',
): Promise<void> {
  return downloadFile(
    `/api/customer-receipts/${id}/pdf`,
    { kind },
    kind === 'delivery' ? 'acta-entrega.pdf' : 'resguardo.pdf',
  );
}

/**
 * An object URL of an authorised file (a photo): `<img src>` cannot send the bearer token, so the
 * file is fetched and shown from memory; the URL is released when the component goes.
 */
export function useAuthorizedObjectUrl(path: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return undefined;
    let href: string | null = null;
    let cancelled = false;
    const send = (token: string | null) =>
      fetch(path, {
        credentials: 'include',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    void (async () => {
      let response = await send(getAccessToken());
      if (response.status === 401) response = await send(await refreshAccessToken());
      if (!response.ok || cancelled) return;
      href = URL.createObjectURL(await response.blob());
      if (cancelled) URL.revokeObjectURL(href);
      else setUrl(href);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
      if (href) URL.revokeObjectURL(href);
    };
  }, [path]);
  return url;
}
