/**
 * Server state of /admin/billing-certificate (React Query): the workshop's certificate (its public
 * facts, uploading, deleting and testing it) and its VERI*FACTU records' submission (the counts,
 * the records, retrying one, "Enviar ahora"). Every call needs billing.certificate.admin.
 */
import type {
  BillingCertificateState,
  BillingCertificateView,
  CertificateConnectionCheck,
  Paginated,
  VerifactuRecordListItem,
  VerifactuSubmissionSummary,
} from '@px/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';
import type { RecordListParams } from './model';

/**
 * The worker sends in the background (and the AEAT answers later): while the screen is open the
 * counts and records follow it every half minute, no reload needed.
 */
const FOLLOW_MS = 30_000;

export const certificateKeys = {
  state: ['billing-certificate', 'state'] as const,
  verifactu: ['billing-certificate', 'verifactu'] as const,
  summary: ['billing-certificate', 'verifactu', 'summary'] as const,
  records: (params: RecordListParams) =>
    ['billing-certificate', 'verifactu', 'records', params] as const,
};

/** GET /api/billing/certificate: the certificate (or null), the environment and the endpoint. */
export function useCertificateState() {
  return useQuery({
    queryKey: certificateKeys.state,
    queryFn: ({ signal }) =>
      apiRequest<BillingCertificateState>('/api/billing/certificate', { signal }),
  });
}

export interface CertificateUploadInput {
  file: File;
  password: string;
}

/**
 * PUT /api/billing/certificate, multipart (`file`, `password`), as the reception uploads its
 * photos: apiRequest sends a FormData with the browser's boundary. A 400 says which field.
 */
export function useUploadCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, password }: CertificateUploadInput) => {
      const form = new FormData();
      form.append('password', password);
      form.append('file', file, file.name);
      return apiRequest<BillingCertificateView>('/api/billing/certificate', {
        method: 'PUT',
        body: form,
      });
    },
    // The answer is the certificate as stored (its facts and flags): no second request.
    onSuccess: (certificate) => {
      client.setQueryData<BillingCertificateState>(certificateKeys.state, (state) =>
        state ? { ...state, certificate } : state,
      );
    },
  });
}

/** DELETE /api/billing/certificate (204): records wait, pending, for another one. */
export function useDeleteCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('/api/billing/certificate', { method: 'DELETE' }),
    onSuccess: () => {
      client.setQueryData<BillingCertificateState>(certificateKeys.state, (state) =>
        state ? { ...state, certificate: null } : state,
      );
    },
  });
}

/** POST /api/billing/certificate/test ("Probar conexión"): mutual TLS to the endpoint. */
export function useTestConnection() {
  return useMutation({
    mutationFn: () =>
      apiRequest<CertificateConnectionCheck>('/api/billing/certificate/test', { method: 'POST' }),
  });
}

/** GET /api/billing/verifactu/summary: the counts per status and the queue's timing. */
export function useSubmissionSummary() {
  return useQuery({
    queryKey: certificateKeys.summary,
    queryFn: ({ signal }) =>
      apiRequest<VerifactuSubmissionSummary>('/api/billing/verifactu/summary', { signal }),
    refetchInterval: FOLLOW_MS,
  });
}

/** GET /api/billing/verifactu/records: newest first, of one status or all, a page at a time. */
export function useVerifactuRecords(params: RecordListParams) {
  return useQuery({
    queryKey: certificateKeys.records(params),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<VerifactuRecordListItem>>('/api/billing/verifactu/records', {
        query: { ...params },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: FOLLOW_MS,
  });
}

/** The counts and the records after something changed where a record stands. */
function useRefreshSubmission() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: certificateKeys.verifactu });
}

/** POST /api/billing/verifactu/records/{id}/retry: back to pending, and a submission asked for. */
export function useRetryRecord() {
  const refresh = useRefreshSubmission();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<VerifactuRecordListItem>(`/api/billing/verifactu/records/${id}/retry`, {
        method: 'POST',
      }),
    onSuccess: () => refresh(),
  });
}

/** POST /api/billing/verifactu/submit ("Enviar ahora"): how many pending records it will send. */
export function useSubmitNow() {
  const refresh = useRefreshSubmission();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ queued: number }>('/api/billing/verifactu/submit', { method: 'POST' }),
    onSuccess: () => refresh(),
  });
}
