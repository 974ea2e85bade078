import { readVehicleRow } from '../src/domain/vehicle-import-rows';

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

describe('vehicle import row values', () => {
  const base = { license_plate: '1234 BCD', make: 'Seat', model: 'Ibiza' };

  it('reads every fuel by its code or its Spanish name', () => {
    const fuels: [string, string][] = [
      ['gasolina', 'gasoline'],
      ['Diésel', 'diesel'],
      ['diesel', 'diesel'],
      ['Híbrido', 'hybrid'],
      ['híbrido enchufable', 'plug_in_hybrid'],
      ['plug_in_hybrid', 'plug_in_hybrid'],
      ['eléctrico', 'electric'],
      ['GLP', 'lpg'],
      ['GNC', 'cng'],
      ['otro', 'other'],
    ];
    for (const [text, fuel] of fuels) {
      expect(readVehicleRow({ ...base, fuel: text }, 2).vehicle?.fuel).toBe(fuel);
    }
  });

  it('reads plates of other countries and old Spanish formats', () => {
    expect(
      readVehicleRow({ ...base, license_plate: 'ab-123-cd', plate_country: 'fr' }, 2).vehicle
        ?.plate,
    ).toMatchObject({ display: 'AB123CD', country: 'FR', format: 'foreign' });
    expect(readVehicleRow({ ...base, license_plate: 'M 1234 AB' }, 2).vehicle?.plate).toMatchObject(
      {
        display: 'M-1234-AB',
        format: 'provincial',
      },
    );
    expect(
      readVehicleRow({ ...base, plate_country: 'España' }, 2).errors.map((e) => e.column),
    ).toEqual(['plate_country']);
  });

  it('takes km as an integer, with or without thousands separators, never a decimal', () => {
    const km = (text: string) => readVehicleRow({ ...base, odometer_km: text }, 2);
    expect(km('0').vehicle?.odometerKm).toBe(0);
    expect(km('125 400').vehicle?.odometerKm).toBe(125_400);
    expect(km('2.000.000').vehicle?.odometerKm).toBe(2_000_000);
    for (const bad of ['2.000.001', '12,5', '1.5', '12.34', 'mucho']) {
      expect(km(bad).errors.map((e) => e.column)).toEqual(['odometer_km']);
    }
  });

  it('checks the year range, the ITV date, the VIN and the texts the table takes', () => {
    expect(readVehicleRow({ ...base, year: '1900' }, 2).vehicle?.year).toBe(1900);
    expect(readVehicleRow({ ...base, year: '2101' }, 2).errors[0]?.column).toBe('year');
    expect(readVehicleRow({ ...base, next_itv_date: '2027-02-29' }, 2).errors[0]?.column).toBe(
      'next_itv_date',
    );
    expect(readVehicleRow({ ...base, vin: 'wvw zzz 1jz xw000001' }, 2).vehicle?.vin).toBe(
      'WVWZZZ1JZXW000001',
    );
    const long = readVehicleRow({ ...base, make: 'M'.repeat(61), colour: 'c'.repeat(41) }, 3);
    expect(long.errors).toEqual([
      { line: 3, column: 'make', message: 'No puede superar los 60 caracteres.' },
      { line: 3, column: 'colour', message: 'No puede superar los 40 caracteres.' },
    ]);
  });
});
