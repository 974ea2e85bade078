import { Vehicle } from '../src/domain/vehicle.entity';
import { applyVehicleFields, vehicleIdentityOf } from '../src/domain/vehicle-fields';

describe('the fields written onto a vehicle', () => {
  it('stores the plate as printed and normalised, the VIN normalised, and names the changes', () => {
    const vehicle = new Vehicle();
    const applied = applyVehicleFields(vehicle, {
      license_plate: '1234-bcd',
      vin: ' vf1abc12345678901 ',
      make: ' Seat ',
      model: 'Ibiza',
      notes: ' ok ',
    });
    expect(applied).toEqual({
      changed: ['license_plate', 'vin', 'make', 'model', 'notes'],
    });
    expect(vehicle).toMatchObject({
      licensePlate: '1234 BCD',
      plateNormalized: '1234BCD',
      plateCountry: 'ES',
      vin: 'VF1ABC12345678901',
      make: 'Seat',
      notes: 'ok',
    });
  });

  it('reports nothing when the same data is written again', () => {
    const vehicle = new Vehicle();
    const fields = { license_plate: '1234 BCD', make: 'Seat', model: 'Ibiza' };
    applyVehicleFields(vehicle, fields);
    expect(applyVehicleFields(vehicle, { ...fields, license_plate: '1234bcd' })).toEqual({
      changed: [],
    });
  });

  it('refuses a plate that is not one of its country, in Spanish, writing nothing', () => {
    const vehicle = new Vehicle();
    expect(
      applyVehicleFields(vehicle, { license_plate: 'XX', make: 'Seat', model: 'Ibiza' }),
    ).toEqual({
      problem: {
        field: 'license_plate',
        code: 'isLicensePlate',
        message:
          'La matrícula no tiene un formato español válido (por ejemplo 1234 BCD o M-1234-AB). Si es extranjera, indica su país.',
      },
    });
    expect(vehicle.make).toBeUndefined();
    expect(
      applyVehicleFields(vehicle, {
        license_plate: '!',
        plate_country: 'fr',
        make: 'Renault',
        model: 'Clio',
      }),
    ).toEqual({
      problem: expect.objectContaining({
        message: 'La matrícula extranjera debe tener entre 2 y 12 letras o cifras.',
      }),
    });
  });

  it('reads a foreign plate by its own country', () => {
    const vehicle = new Vehicle();
    const applied = applyVehicleFields(vehicle, {
      license_plate: 'ab-123-cd',
      plate_country: 'fr',
      make: 'Renault',
      model: 'Clio',
    });
    expect('changed' in applied).toBe(true);
    expect(vehicle.plateCountry).toBe('FR');
  });

  it('gives the plate and VIN the uniqueness compares', () => {
    const identity = vehicleIdentityOf(
      { license_plate: '1234-bcd', vin: 'vf1abc12345678901' },
      'ES',
    );
    expect(identity.plate).toMatchObject({ country: 'ES', normalized: '1234BCD' });
    expect(identity.vin).toBe('VF1ABC12345678901');
    expect(vehicleIdentityOf({ license_plate: 'XX', vin: null }, 'ES')).toEqual({
      plate: null,
      vin: null,
    });
  });
});
