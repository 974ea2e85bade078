import { PERMISSIONS, type VehicleSummary } from '@px/contracts';
import type { IntlShape } from 'react-intl';
import { apiRequest } from '@/shared/api';
import { PlateBadge } from '@/shared/ui';
import { defineSearchSource, type SearchResult } from '../search-source';

/** "make model year", e.g. "Seat León 2019" (SPEC §2). */
export function vehicleTitle(vehicle: Pick<VehicleSummary, 'make' | 'model' | 'year'>): string {
  return [vehicle.make, vehicle.model, vehicle.year].filter(Boolean).join(' ');
}

/**
 * SPEC §2 vehicle result: "make model year" and "plate - owner or Sin propietario". A vehicle
 * result also adds a customer result for its owner (shown once if the customers source found the
 * same customer: that row, with the contact details, wins).
 */
export function vehicleResults(vehicle: VehicleSummary, intl: IntlShape): SearchResult[] {
  const owner = vehicle.customer_name || intl.formatMessage({ id: 'search.vehicle.noOwner' });
  const results: SearchResult[] = [
    {
      key: `vehicle:${vehicle.id}`,
      typeLabelId: 'search.type.vehicle',
      title: vehicleTitle(vehicle) || vehicle.license_plate,
      lines: [
        <span key="plate" data-testid="vehicle-plate-owner">
          <PlateBadge plate={vehicle.license_plate} country={vehicle.plate_country} size="small" />
          {` - ${owner}`}
        </span>,
      ],
      path: `/vehicles/${vehicle.id}`,
    },
  ];
  if (vehicle.customer_id && vehicle.customer_name) {
    results.push({
      key: `customer:${vehicle.customer_id}`,
      typeLabelId: 'search.type.customer',
      title: vehicle.customer_name,
      lines: [
        intl.formatMessage({ id: 'search.customer.ownerOf' }, { plate: vehicle.license_plate }),
      ],
      path: `/customers/${vehicle.customer_id}`,
    });
  }
  return results;
}

/** GET /api/vehicles/search (SPEC §7): params q and limit; reads data. */
export const vehiclesSource = defineSearchSource<VehicleSummary>({
  id: 'vehicles',
  labelId: 'search.type.vehicle',
  minChars: 2,
  permission: PERMISSIONS.vehicles.vehicles.read,
  search: (query, { signal, limit }) =>
    apiRequest<VehicleSummary[]>('/api/vehicles/search', { query: { q: query, limit }, signal }),
  render: vehicleResults,
});
