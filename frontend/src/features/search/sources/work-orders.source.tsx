import { PERMISSIONS, type Paginated, type WorkOrderSummary } from '@px/contracts';
import type { IntlShape } from 'react-intl';
import { apiRequest } from '@/shared/api';
import { formatWorkOrderNumber } from '@/shared/format';
import { defineSearchSource, type SearchResult } from '../search-source';

/** SPEC §2 work-order result: "order_number - title" and "status - customer". */
export function workOrderResult(order: WorkOrderSummary, intl: IntlShape): SearchResult {
  const status = intl.formatMessage({ id: `workOrders.status.${order.status}` });
  return {
    key: `work-order:${order.id}`,
    typeLabelId: 'search.type.workOrder',
    title: `${formatWorkOrderNumber(order.order_number)} - ${order.title}`,
    lines: [`${status} - ${order.customer_name ?? '—'}`],
    path: `/orders/${order.id}`,
  };
}

/** GET /api/work-orders (SPEC §7): params search and limit; reads data.data. */
export const workOrdersSource = defineSearchSource<WorkOrderSummary>({
  id: 'work-orders',
  labelId: 'search.type.workOrder',
  minChars: 2,
  permission: PERMISSIONS.work_orders.orders.read,
  search: async (query, { signal, limit }) =>
    (
      await apiRequest<Paginated<WorkOrderSummary>>('/api/work-orders', {
        query: { search: query, limit },
        signal,
      })
    ).data,
  render: (order, intl) => [workOrderResult(order, intl)],
});
