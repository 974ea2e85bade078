import { useQuery } from '@tanstack/react-query';
import type { NavigationMenuCategory, WorkOrderStatistics } from '@px/contracts';
import { apiRequest } from '@/shared/api';
import {
  SIDEBAR_GC_TIME,
  SIDEBAR_STALE_TIME,
  USER_PERMISSIONS_RETRIES,
  WORK_ORDER_QUERY_RETRIES,
  WORK_ORDER_STATISTICS_STALE_TIME,
} from '@/shared/query-config';
import { permissionRetry, unwrapList } from '@/features/access/api';

export const navigationKeys = {
  menu: (userId: string | undefined) => ['navigation', 'menu', userId ?? 'anonymous'] as const,
  workOrderStatistics: ['work-orders', 'statistics'] as const,
};

/** Keeps only well-formed categories with at least one item (SPEC §2 navigation data rules). */
export function normaliseMenu(value: unknown): NavigationMenuCategory[] {
  return unwrapList<NavigationMenuCategory>(value)
    .filter((category) => category && typeof category === 'object')
    .map((category) => ({
      ...category,
      items: (Array.isArray(category.items) ? category.items : []).filter(
        (item) => item && typeof item.href === 'string' && typeof item.name === 'string',
      ),
    }))
    .filter((category) => category.items.length > 0);
}

/** GET /api/navigation/menu: the sidebar's categories, filtered by the server for this user. */
export function useNavigationMenu(userId: string | undefined) {
  return useQuery({
    queryKey: navigationKeys.menu(userId),
    queryFn: async ({ signal }) =>
      normaliseMenu(await apiRequest<unknown>('/api/navigation/menu', { signal })),
    enabled: Boolean(userId),
    staleTime: SIDEBAR_STALE_TIME,
    gcTime: SIDEBAR_GC_TIME,
    retry: permissionRetry(USER_PERMISSIONS_RETRIES),
  });
}

/**
 * GET /api/work-orders/statistics for the work-orders badge (SPEC §2: pending = open orders), with
 * SPEC §9's freshness and retries; work_order.changed pushes refresh it (useWorkOrderLiveUpdates).
 * A failed call shows no badge rather than a wrong one.
 */
export function usePendingWorkOrders(enabled: boolean): number {
  const query = useQuery({
    queryKey: navigationKeys.workOrderStatistics,
    queryFn: ({ signal }) =>
      // Read defensively: a missing or odd figure shows no badge.
      apiRequest<Partial<WorkOrderStatistics>>('/api/work-orders/statistics', { signal }),
    enabled,
    staleTime: WORK_ORDER_STATISTICS_STALE_TIME,
    retry: WORK_ORDER_QUERY_RETRIES,
  });
  const pending = query.data?.statusSummary?.pending;
  return typeof pending === 'number' && Number.isFinite(pending) ? pending : 0;
}
