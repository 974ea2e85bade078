/**
 * Server state of /inventory (React Query), docs/api-inventory.md: the parts table and its
 * facets, one part and its stock ledger, creating and editing parts, stock adjustments, the
 * catalogue CSV import (dry run, then commit) and export, and the suppliers.
 */
import type {
  Paginated,
  PartFacets,
  PartFields,
  PartImportReport,
  PartListItem,
  PartView,
  StockAdjustmentInput,
  StockMovementView,
  SupplierView,
} from '@px/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, downloadFile } from '@/shared/api';
import {
  MOVEMENTS_PAGE_SIZE,
  type PartFilterParams,
  type PartListParams,
  type SupplierInput,
  type SupplierListParams,
} from './model';

const MINUTE = 60_000;
const SUPPLIER_OPTIONS_LIMIT = 50;

export const partKeys = {
  all: ['inventory', 'parts'] as const,
  list: (params: PartListParams) => ['inventory', 'parts', 'list', params] as const,
  facets: ['inventory', 'parts', 'facets'] as const,
  detail: (id: string) => ['inventory', 'parts', 'detail', id] as const,
  movements: (id: string, page: number) => ['inventory', 'parts', 'movements', id, page] as const,
  /** Every part picker's search (work-order lines, spare-part requests, purchase orders). */
  searches: ['inventory', 'parts', 'search'] as const,
  search: (q: string) => ['inventory', 'parts', 'search', q] as const,
};

export const supplierKeys = {
  all: ['inventory', 'suppliers'] as const,
  list: (params: SupplierListParams) => ['inventory', 'suppliers', 'list', params] as const,
  options: (q: string) => ['inventory', 'suppliers', 'options', q] as const,
};

/** GET /api/parts: by name, with stock, filtered. */
export function useParts(params: PartListParams) {
  return useQuery({
    queryKey: partKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<PartListItem>>('/api/parts', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many parts a picker's search shows. */
const PICKER_LIMIT = 20;

/** GET /api/parts?q=: a part picker's search by reference, name, brand or barcode. */
export function usePartSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: partKeys.search(q),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<PartListItem>>('/api/parts', {
        query: { q: q || undefined, limit: PICKER_LIMIT },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}

/** GET /api/parts/facets: the brands and warehouses the filters offer. */
export function usePartFacets() {
  return useQuery({
    queryKey: partKeys.facets,
    queryFn: ({ signal }) => apiRequest<PartFacets>('/api/parts/facets', { signal }),
    staleTime: 5 * MINUTE,
  });
}

export function usePart(id: string | null) {
  return useQuery({
    queryKey: partKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<PartView>(`/api/parts/${id}`, { signal }),
    enabled: !!id,
  });
}

/** GET /api/parts/{id}/movements: the part's ledger, newest first, a page at a time. */
export function usePartMovements(id: string | null, page: number, enabled = true) {
  return useQuery({
    queryKey: partKeys.movements(id ?? '', page),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<StockMovementView>>(`/api/parts/${id}/movements`, {
        query: { page, limit: MOVEMENTS_PAGE_SIZE },
        signal,
      }),
    enabled: enabled && !!id,
    placeholderData: keepPreviousData,
  });
}

function useRefreshParts() {
  const client = useQueryClient();
  return (part?: PartView) => {
    if (part) client.setQueryData(partKeys.detail(part.id), part);
    return client.invalidateQueries({ queryKey: partKeys.all });
  };
}

/** POST /api/parts (its shelf starts empty) or PATCH /api/parts/{id} with the version seen. */
export function useSavePart() {
  const refresh = useRefreshParts();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: string | null;
      body: PartFields | (Partial<PartFields> & { version: number });
    }) =>
      id
        ? apiRequest<PartView>(`/api/parts/${id}`, { method: 'PATCH', body })
        : apiRequest<PartView>('/api/parts', { method: 'POST', body }),
    onSuccess: (part) => refresh(part),
  });
}

/** POST /api/parts/{id}/adjustments: a counted difference, with its reason. */
export function useAdjustStock(id: string) {
  const refresh = useRefreshParts();
  return useMutation({
    mutationFn: (input: StockAdjustmentInput) =>
      apiRequest<PartView>(`/api/parts/${id}/adjustments`, { method: 'POST', body: input }),
    onSuccess: (part) => refresh(part),
  });
}

/** POST /api/parts/import: `dry_run` checks the file; otherwise every row or none is written. */
export function useImportParts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; dry_run: boolean }) =>
      apiRequest<PartImportReport>('/api/parts/import', { method: 'POST', body: input }),
    onSuccess: (report) => {
      if (report.committed) void client.invalidateQueries({ queryKey: partKeys.all });
    },
  });
}

/**
 * Downloads GET /api/parts/export.csv with the table's filters. A CSV answer has no JSON envelope,
 * so the shared `downloadFile` fetches it, with the session's token (refreshed once on a 401), and
 * saves it under the server's name (`piezas-YYYY-MM-DD.csv`).
 */
export function exportParts(filters: PartFilterParams): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  return downloadFile('/api/parts/export.csv', { ...filters }, `piezas-${today}.csv`);
}

/** GET /api/suppliers: by name. */
export function useSupplierList(params: SupplierListParams) {
  return useQuery({
    queryKey: supplierKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<SupplierView>>('/api/suppliers', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The part form's supplier choices: active suppliers by name, searched on the server. */
export function useSupplierOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: supplierKeys.options(q),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<SupplierView>>('/api/suppliers', {
        query: { q: q || undefined, limit: SUPPLIER_OPTIONS_LIMIT },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
    enabled,
  });
}

/** POST /api/suppliers or PATCH /api/suppliers/{id} with the version seen. */
export function useSaveSupplier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: string | null;
      body: SupplierInput | (Partial<SupplierInput> & { version: number });
    }) =>
      id
        ? apiRequest<SupplierView>(`/api/suppliers/${id}`, { method: 'PATCH', body })
        : apiRequest<SupplierView>('/api/suppliers', { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: supplierKeys.all }),
        // A renamed supplier shows under its new name in the parts table and drawer.
        client.invalidateQueries({ queryKey: partKeys.all }),
      ]),
  });
}
