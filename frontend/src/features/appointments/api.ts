/**
 * Server state of /appointments/* (React Query): the calendar's and list's bookings, one booking,
 * the slot finder, the bays and booking settings, and the commands (book, edit or reschedule,
 * confirm, cancel, no-show, check in).
 */
import type {
  AppointmentSettingsView,
  AppointmentStatus,
  AppointmentView,
  AvailabilityView,
  BayView,
  Paginated,
} from '@px/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';

const MINUTE = 60_000;

export const appointmentKeys = {
  all: ['appointments'] as const,
  lists: ['appointments', 'list'] as const,
  list: (params: AppointmentListParams) => ['appointments', 'list', params] as const,
  detail: (id: string) => ['appointments', 'detail', id] as const,
  availability: (params: AvailabilityParams) => ['appointments', 'availability', params] as const,
  bays: ['appointments', 'bays'] as const,
  settings: ['appointments', 'settings'] as const,
};

export interface AppointmentListParams {
  /** ISO instants. */
  from?: string;
  to?: string;
  status?: AppointmentStatus;
  employee_id?: string;
  customer_id?: string;
  page?: number;
  limit?: number;
}

/** GET /api/appointments: a period's bookings in time order (the calendar asks up to 100). */
export function useAppointments(params: AppointmentListParams) {
  return useQuery({
    queryKey: appointmentKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<AppointmentView>>('/api/appointments', {
        query: { ...params },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The most bookings a period shows (a month of a busy workshop is a few hundred). */
export const PERIOD_MAX_PAGES = 10;

/**
 * Every booking of a period for the calendar: the list's pages of 100 read until the total (at
 * most PERIOD_MAX_PAGES), the later ones at once.
 */
export function useAppointmentPeriod(params: Omit<AppointmentListParams, 'page' | 'limit'>) {
  return useQuery({
    queryKey: [...appointmentKeys.lists, 'period', params] as const,
    queryFn: async ({ signal }) => {
      const page = (n: number) =>
        apiRequest<Paginated<AppointmentView>>('/api/appointments', {
          query: { ...params, page: n, limit: 100 },
          signal,
        });
      const first = await page(1);
      const pages = Math.min(PERIOD_MAX_PAGES, Math.ceil(first.pagination.total / 100));
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page(index + 2)),
      );
      return [first, ...rest].flatMap((answer) => answer.data);
    },
    placeholderData: keepPreviousData,
  });
}

export function useAppointment(id: string | undefined) {
  return useQuery({
    queryKey: appointmentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest<AppointmentView>(`/api/appointments/${id}`, { signal }),
    enabled: !!id,
  });
}

export interface AvailabilityParams {
  date: string;
  service_type_id: string;
  employee_id?: string;
  duration_minutes?: number;
  exclude_id?: string;
}

/** GET /api/appointments/availability: a day's free slots (none asked until a type is picked). */
export function useAvailability(params: AvailabilityParams | null) {
  return useQuery({
    queryKey: appointmentKeys.availability(params ?? { date: '', service_type_id: '' }),
    queryFn: ({ signal }) =>
      apiRequest<AvailabilityView>('/api/appointments/availability', {
        query: { ...params },
        signal,
      }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useBays() {
  return useQuery({
    queryKey: appointmentKeys.bays,
    queryFn: ({ signal }) => apiRequest<BayView[]>('/api/appointments/bays', { signal }),
    staleTime: 5 * MINUTE,
  });
}

export function useAppointmentSettings() {
  return useQuery({
    queryKey: appointmentKeys.settings,
    queryFn: ({ signal }) =>
      apiRequest<AppointmentSettingsView>('/api/appointments/settings', { signal }),
    staleTime: 5 * MINUTE,
  });
}

/** What the booking form sends (POST /api/appointments). */
export interface BookingInput {
  customer_id: string;
  vehicle_id?: string | null;
  service_type_id: string;
  starts_at: string;
  duration_minutes?: number;
  employee_id?: string | null;
  bay_id?: string | null;
  notes?: string | null;
  channel: string;
  override?: boolean;
}

function useAppointmentWrite<Input>(request: (input: Input) => Promise<AppointmentView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (appointment) => {
      queryClient.setQueryData(appointmentKeys.detail(appointment.id), appointment);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.lists }),
  });
}

export function useBookAppointment() {
  return useAppointmentWrite((input: BookingInput) =>
    apiRequest<AppointmentView>('/api/appointments', { method: 'POST', body: input }),
  );
}

/** PATCH: any of the booking's fields with the version read (a stale edit is a 409). */
export function useUpdateAppointment() {
  return useAppointmentWrite(
    ({ id, ...body }: Partial<BookingInput> & { id: string; version: number }) =>
      apiRequest<AppointmentView>(`/api/appointments/${id}`, { method: 'PATCH', body }),
  );
}

export type AppointmentAction = 'confirm' | 'check-in' | 'no-show' | 'cancel';

export function useAppointmentAction() {
  return useAppointmentWrite(
    ({ id, action, reason }: { id: string; action: AppointmentAction; reason?: string }) =>
      apiRequest<AppointmentView>(`/api/appointments/${id}/${action}`, {
        method: 'POST',
        body: action === 'cancel' ? { reason } : {},
      }),
  );
}
