import type { OdometerReading, ServiceReminder, VehicleDetail } from '@px/contracts';
import type { ReactElement } from 'react';
import { renderRoute, TEST_ADMIN } from '@/test-utils';

export { apiError, type RecordedCall, stubApi } from '@/test-utils';

/**
 * Renders a vehicle screen at `path` (matched by `pattern`, e.g. /vehicles/:id) inside the app's
 * providers, the permissions context (an administrator: every action shown) and a memory router.
 * Navigations away land on a probe that shows the new address.
 */
export function renderVehiclePage(page: ReactElement, path: string, pattern = path.split('?')[0]) {
  return renderRoute(page, path, pattern, { user: TEST_ADMIN });
}

export const VEHICLE: VehicleDetail = {
  id: '7b0c6f0e-1111-4a4a-9999-000000000001',
  license_plate: '1234 BCD',
  plate_country: 'ES',
  plate_format: 'current',
  make: 'Seat',
  model: 'León',
  vehicle_version: '1.5 TSI FR',
  year: 2019,
  vin: 'VSSZZZ5FZKR000001',
  vin_check_digit_ok: false,
  fuel: 'gasoline',
  colour: 'Rojo',
  engine: '1.5 TSI 150 CV',
  customer_id: 'c-1',
  customer_name: 'Lucía García',
  odometer_km: 120_000,
  odometer_read_at: '2026-03-01T10:00:00.000Z',
  next_itv_date: '2027-05-31',
  notes: '',
  created_at: '2025-01-10T09:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  version: 3,
};

export function reading(km: number, readAt: string, extra: Partial<OdometerReading> = {}) {
  return {
    id: `r-${km}`,
    vehicle_id: VEHICLE.id,
    km,
    read_at: readAt,
    source: 'manual',
    is_correction: false,
    reason: null,
    recorded_by_name: 'Rosa Recepción',
    created_at: readAt,
    ...extra,
  } satisfies OdometerReading;
}

export function reminder(extra: Partial<ServiceReminder> = {}): ServiceReminder {
  return {
    id: 'rem-1',
    vehicle_id: VEHICLE.id,
    kind: 'service',
    description: 'Cambio de aceite y filtros',
    due_date: '2026-09-30',
    due_km: 130_000,
    done_at: null,
    state: 'scheduled',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    version: 1,
    ...extra,
  };
}

export const EMPTY_PAGE = { data: [], pagination: { page: 1, limit: 20, total: 0 } };
