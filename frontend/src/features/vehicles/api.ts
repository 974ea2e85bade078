/** Server state of the vehicle screens (React Query), docs/api-customers-vehicles.md. */
import type {
  Fuel,
  OdometerReading,
  Paginated,
  ReminderKind,
  ServiceReminder,
  VehicleDetail,
  VehicleHistoryEntry,
  VehicleSummary,
} from '@px/contracts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';

const MINUTE = 60_000;
export const HISTORY_PAGE_SIZE = 20;

export interface VehicleListParams {
  search?: string;
  make?: string;
  fuel?: Fuel;
  sort?: string;
  page: number;
  limit: number;
}

export interface VehicleInput {
  license_plate: string;
  plate_country: string;
  vin: string | null;
  make: string;
  model: string;
  vehicle_version: string;
  year: number | null;
  fuel: Fuel | null;
  colour: string;
  engine: string;
  next_itv_date: string | null;
  notes: string;
  customer_id: string | null;
  odometer_km?: number | null;
  owner_change_reason?: string;
  version?: number;
}

export interface ReadingInput {
  km: number;
  read_at?: string | null;
  is_correction: boolean;
  reason?: string | null;
}

export interface ReminderInput {
  kind: ReminderKind;
  description: string;
  due_date: string | null;
  due_km: number | null;
  done?: boolean;
  version?: number;
}

export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: (params: VehicleListParams) => ['vehicles', 'list', params] as const,
  detail: (id: string) => ['vehicles', 'detail', id] as const,
  history: (id: string) => ['vehicles', 'history', id] as const,
  readings: (id: string) => ['vehicles', 'readings', id] as const,
  reminders: (id: string) => ['vehicles', 'reminders', id] as const,
};

export function useVehicleList(params: VehicleListParams) {
  return useQuery({
    queryKey: vehicleKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<VehicleSummary>>('/api/vehicles', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });
}

export function useVehicle(id: string | undefined) {
  return useQuery({
    queryKey: vehicleKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<VehicleDetail>(`/api/vehicles/${id}`, { signal }),
    enabled: !!id,
    staleTime: MINUTE,
  });
}

export function useVehicleHistory(id: string, limit = HISTORY_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: [...vehicleKeys.history(id), limit],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Paginated<VehicleHistoryEntry>>(`/api/vehicles/${id}/history`, {
        query: { page: pageParam, limit },
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

export function useOdometerReadings(id: string) {
  return useQuery({
    queryKey: vehicleKeys.readings(id),
    queryFn: ({ signal }) =>
      apiRequest<OdometerReading[]>(`/api/vehicles/${id}/odometer-readings`, { signal }),
    staleTime: MINUTE,
  });
}

export function useReminders(id: string) {
  return useQuery({
    queryKey: vehicleKeys.reminders(id),
    queryFn: ({ signal }) =>
      apiRequest<ServiceReminder[]>(`/api/vehicles/${id}/reminders`, { signal }),
    staleTime: MINUTE,
  });
}

/** Everything about one vehicle is stale after any change to it. */
function useInvalidateVehicle() {
  const queryClient = useQueryClient();
  return (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vehicleKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: vehicleKeys.history(id) }),
      queryClient.invalidateQueries({ queryKey: vehicleKeys.readings(id) }),
      queryClient.invalidateQueries({ queryKey: vehicleKeys.reminders(id) }),
      queryClient.invalidateQueries({ queryKey: ['vehicles', 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['customers'] }),
    ]);
}

export function useSaveVehicle(id?: string) {
  const invalidate = useInvalidateVehicle();
  return useMutation({
    mutationFn: (input: VehicleInput) =>
      id
        ? apiRequest<VehicleDetail>(`/api/vehicles/${id}`, { method: 'PUT', body: input })
        : apiRequest<VehicleDetail>('/api/vehicles', { method: 'POST', body: input }),
    onSuccess: (saved) => invalidate(saved.id),
  });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`/api/vehicles/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      // The screen showing the vehicle is leaving: mark it stale without refetching it (a 404
      // flash), and let the lists and the owner's file reload.
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.detail(id), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['vehicles', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
  });
}

export function useRecordReading(id: string) {
  const invalidate = useInvalidateVehicle();
  return useMutation({
    mutationFn: (input: ReadingInput) =>
      apiRequest<OdometerReading>(`/api/vehicles/${id}/odometer-readings`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => invalidate(id),
  });
}

export function useSaveReminder(vehicleId: string) {
  const invalidate = useInvalidateVehicle();
  return useMutation({
    mutationFn: ({ id, ...input }: ReminderInput & { id?: string }) =>
      id
        ? apiRequest<ServiceReminder>(`/api/vehicles/${vehicleId}/reminders/${id}`, {
            method: 'PUT',
            body: input,
          })
        : apiRequest<ServiceReminder>(`/api/vehicles/${vehicleId}/reminders`, {
            method: 'POST',
            body: input,
          }),
    onSuccess: () => invalidate(vehicleId),
  });
}

export function useDeleteReminder(vehicleId: string) {
  const invalidate = useInvalidateVehicle();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/vehicles/${vehicleId}/reminders/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(vehicleId),
  });
}
