import type { OdometerReading } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import { chartScale } from './components/odometer-chart';
import { screenFormat } from '@/shared/hooks';
import { checkVin, daysUntil, inputOf, itvStatus, EMPTY_VEHICLE, printedPlate } from './model';

const reading = (km: number, readAt: string, correction = false): OdometerReading => ({
  id: `${km}`,
  vehicle_id: 'v',
  km,
  read_at: readAt,
  source: 'manual',
  is_correction: correction,
  reason: null,
  recorded_by_name: null,
  created_at: readAt,
});

describe('vehicle form rules', () => {
  it('prints plates as the plate shows them, or refuses them', () => {
    expect(printedPlate('1234-bcd', 'ES')).toBe('1234 BCD');
    expect(printedPlate('m1234ab', 'ES')).toBe('M-1234-AB');
    expect(printedPlate('1234 AEI', 'ES')).toBeNull();
  });

  it('refuses a malformed VIN but only warns about its check digit', () => {
    expect(checkVin('')).toBe('empty');
    expect(checkVin('VSSZZZ5FZKR00000O')).toBe('invalid');
    expect(checkVin('1M8GDM9AXKP042788')).toBe('ok');
    expect(checkVin('1M8GDM9A1KP042788')).toBe('check_digit_warning');
  });

  it('sends the first odometer reading only when creating', () => {
    const values = {
      ...EMPTY_VEHICLE,
      license_plate: '1234 bcd',
      make: 'Seat',
      model: 'Ibiza',
      odometer_km: 5,
    };
    expect(inputOf(values, true).odometer_km).toBe(5);
    expect('odometer_km' in inputOf(values, false)).toBe(false);
  });

  it('counts days to the ITV date', () => {
    expect(daysUntil('2026-01-11', new Date(2026, 0, 1))).toBe(10);
    expect(daysUntil('2025-12-31', new Date(2026, 0, 1))).toBe(-1);
  });
});

describe('odometer chart', () => {
  it('places readings oldest first, rising km going up', () => {
    const { points } = chartScale(
      [reading(20_000, '2026-06-01T00:00:00Z'), reading(10_000, '2026-01-01T00:00:00Z')],
      200,
      100,
    );
    expect(points.map((point) => point.reading.km)).toEqual([10_000, 20_000]);
    expect(points[0]!.x).toBeLessThan(points[1]!.x);
    expect(points[0]!.y).toBeGreaterThan(points[1]!.y);
  });

  it('draws round grid lines around the readings, also for a flat line', () => {
    const { ticks } = chartScale([
      reading(84_500, '2026-01-01T00:00:00Z'),
      reading(91_200, '2026-06-01T00:00:00Z'),
    ]);
    expect(ticks.map((tick) => tick.km)).toEqual([84_000, 86_000, 88_000, 90_000, 92_000]);
    const flat = chartScale([
      reading(50_000, '2026-01-01T00:00:00Z'),
      reading(50_000, '2026-02-01T00:00:00Z'),
    ]);
    expect(flat.ticks.length).toBeGreaterThan(1);
    expect(new Set(flat.points.map((point) => point.y)).size).toBe(1);
  });
});

describe('ITV status', () => {
  it('is overdue when past, soon within 30 days, ok beyond', () => {
    const today = new Date(2026, 0, 1);
    expect(itvStatus('2025-12-31', today).status).toBe('overdue');
    expect(itvStatus('2026-01-31', today)).toEqual({ status: 'soon', days: 30 });
    expect(itvStatus('2026-02-01', today).status).toBe('ok');
  });
});

describe('vehicle formatting', () => {
  it('groups kilometres also below 10.000 and prints calendar days without shifting them', () => {
    const es = screenFormat('es');
    expect(es.km(9_500)).toBe('9.500 km');
    expect(es.km(125_400)).toBe('125.400 km');
    expect(es.day('2027-03-31')).toBe('31/03/2027');
    expect(screenFormat('en').km(9_500)).toBe('9,500 km');
  });
});
