/** First-run setup calls (SPEC §7): the service-type dropdown and POST /api/setup/complete. */
import type { ServiceTypeOption, SetupResult } from '@px/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';
import { SERVICE_TYPES_STALE_TIME } from '@/shared/query-config';

export const setupKeys = {
  serviceTypes: ['service-types', 'dropdown'] as const,
};

/** GET /api/service-types/dropdown: a non-empty list means setup is complete. */
export function useServiceTypeOptions(enabled = true) {
  return useQuery({
    queryKey: setupKeys.serviceTypes,
    queryFn: ({ signal }) =>
      apiRequest<ServiceTypeOption[]>('/api/service-types/dropdown', { signal }).then((list) =>
        Array.isArray(list) ? list : [],
      ),
    enabled,
    staleTime: SERVICE_TYPES_STALE_TIME,
  });
}

/**
 * POST /api/setup/complete {} (SPEC reads success and message): a `success: false` answer is a
 * failure carrying the server's message.
 */
export async function completeSetup(): Promise<SetupResult> {
  const result = await apiRequest<SetupResult>('/api/setup/complete', { method: 'POST', body: {} });
  if (result && result.success === false) throw new Error(result.message ?? '');
  return result;
}
