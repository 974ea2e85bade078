import { type AppointmentSearchResult, PERMISSIONS } from '@px/contracts';
import { apiRequest } from '@/shared/api';
import { BUSINESS_TIME_ZONE, INTL_LOCALE } from '@/shared/format';
import { defineSearchSource, type SearchResult } from '../search-source';

/** SPEC §2 appointment result: "Cita - service_type" and "date - customer". */
export function appointmentResult(
  appointment: AppointmentSearchResult,
  locale: string,
): SearchResult {
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(appointment.appointment_date));
  return {
    key: `appointment:${appointment.id}`,
    typeLabelId: 'search.type.appointment',
    title: `Cita - ${appointment.service_type}`,
    lines: [`${date} - ${appointment.customer_name}`],
    path: `/appointments/${appointment.id}`,
  };
}

/** GET /api/appointments/search (SPEC §7): params q and limit; a plain array. */
export const appointmentsSource = defineSearchSource<AppointmentSearchResult>({
  id: 'appointments',
  labelId: 'search.type.appointment',
  minChars: 2,
  permission: PERMISSIONS.appointments.appointments.read,
  search: (query, { signal, limit }) =>
    apiRequest<AppointmentSearchResult[]>('/api/appointments/search', {
      query: { q: query, limit },
      signal,
    }),
  render: (appointment, intl) => [
    appointmentResult(appointment, INTL_LOCALE[intl.locale === 'en' ? 'en' : 'es']),
  ],
});
