/**
 * Server state of /inventory/analytics (React Query): GET /api/inventory/analytics for a period
 * (libs/contracts/src/inventory-analytics.ts defines every figure).
 */
import type { InventoryAnalytics } from '@px/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';
import type { AnalyticsPeriodParams } from './model';

export const inventoryAnalyticsKeys = {
  all: ['inventory', 'analytics'] as const,
  period: (period: AnalyticsPeriodParams) =>
    ['inventory', 'analytics', period.from, period.to] as const,
};

/** The analytics of a period (the API's default, the last 12 months, without dates). */
export function useInventoryAnalytics(period: AnalyticsPeriodParams) {
  return useQuery({
    queryKey: inventoryAnalyticsKeys.period(period),
    queryFn: ({ signal }) =>
      apiRequest<InventoryAnalytics>('/api/inventory/analytics', {
        query: { from: period.from ?? undefined, to: period.to ?? undefined },
        signal,
      }),
    // A new period keeps the last figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
