import type { SearchSource } from './search-source';
import { customersSource } from './sources/customers.source';
import { vehiclesSource } from './sources/vehicles.source';

/** Every search source of the palette, in the order their results show. */
export const SEARCH_SOURCES: readonly SearchSource[] = [customersSource, vehiclesSource];
