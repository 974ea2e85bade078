import { readVehicleRow } from '../src/import/vehicle-import-rows';

describe('vehicle import rows', () => {
  it('reads plates as printed, fuels by Spanish label and km with thousands dots', () => {
    const { vehicle, errors } = readVehicleRow(
      {
        license_plate: '1234-bcd',
        make: 'Seat',
        model: 'Ibiza',
        fuel: 'Diésel',
        odometer_km: '125.400',
        next_itv_date: '31/03/2027',
      },
      2,
    );
    expect(errors).toEqual([]);
    expect(vehicle).toMatchObject({
      plate: { display: '1234 BCD', country: 'ES' },
      fuel: 'diesel',
      odometerKm: 125_400,
      nextItvDate: '2027-03-31',
    });
  });

  it('names every wrong vehicle column', () => {
    const { vehicle, errors } = readVehicleRow(
      { license_plate: '1234 AEI', vin: 'ABC', year: '1800', fuel: 'vapor', odometer_km: '-5' },
      4,
    );
    expect(vehicle).toBeNull();
    expect(errors.map((e) => e.column)).toEqual([
      'license_plate',
      'vin',
      'make',
      'model',
      'year',
      'fuel',
      'odometer_km',
    ]);
  });
});
