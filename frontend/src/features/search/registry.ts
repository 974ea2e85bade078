import type { RegisteredSearchSource } from './search-source';
import { appointmentsSource } from './sources/appointments.source';
import { customersSource } from './sources/customers.source';
import { vehiclesSource } from './sources/vehicles.source';
import { workOrdersSource } from './sources/work-orders.source';

/**
 * Every search source of the palette, in the order their results show. Adding one (work orders,
 * appointments): write `sources/<name>.source.tsx` with `defineSearchSource(...)` and add it here.
 */
export const SEARCH_SOURCES: readonly RegisteredSearchSource[] = [
  workOrdersSource,
  customersSource,
  vehiclesSource,
  appointmentsSource,
];
