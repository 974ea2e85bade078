import type { VehicleSummary } from '@px/contracts';
import { apiRequest } from '@/shared/api';
import type { PaletteResult, SearchSource } from '../search-source';

/**
 * SPEC §2: "make model year" and "plate - owner or Sin propietario"; a vehicle result also adds a
 * result for its owner.
 */
export const vehiclesSource: SearchSource = {
  id: 'vehicles',
  permission: 'vehicles.vehicles.read',
  async search(query, { signal, limit, t }) {
    const found = await apiRequest<VehicleSummary[]>('/api/vehicles/search', {
      query: { q: query, limit },
      signal,
    });
    const results: PaletteResult[] = [];
    for (const vehicle of found) {
      results.push({
        key: `vehicle:${vehicle.id}`,
        typeLabelId: 'search.type.vehicle',
        title: [vehicle.make, vehicle.model, vehicle.year].filter(Boolean).join(' '),
        lines: [
          `${vehicle.license_plate} - ${vehicle.customer_name ?? t('search.vehicle.noOwner')}`,
        ],
        path: `/vehicles/${vehicle.id}`,
      });
      if (vehicle.customer_id && vehicle.customer_name) {
        results.push({
          key: `customer:${vehicle.customer_id}`,
          typeLabelId: 'search.type.customer',
          title: vehicle.customer_name,
          lines: [t('search.customer.ownerOf', { plate: vehicle.license_plate })],
          path: `/customers/${vehicle.customer_id}`,
        });
      }
    }
    return results;
  },
};
