import { ServiceReminder } from '../src/domain/vehicle.entity';
import { activeWorkOrdersConflict } from '../src/domain/vehicle-deletion';
import { OWNER_NOT_FOUND, plateTakenMessage, vinTakenMessage } from '../src/domain/vehicle-errors';
import {
  applyReminderDone,
  applyReminderFields,
  reminderDueProblem,
} from '../src/domain/service-reminder';
import { readImportedVehicles } from '../src/domain/vehicle-import-rows';

describe('deleting a vehicle', () => {
  it('is allowed without unfinished work orders', () => {
    expect(activeWorkOrdersConflict(0)).toBeNull();
  });

  it('is refused while work orders are unfinished, counting them', () => {
    expect(activeWorkOrdersConflict(1)).toEqual({
      message:
        'No se puede eliminar el vehículo: tiene 1 orden de trabajo sin terminar. ' +
        'Complétalas o cancélalas antes.',
      details: { active_work_order_count: 1 },
    });
    expect(activeWorkOrdersConflict(2)?.message).toContain('tiene 2 órdenes de trabajo');
  });
});

describe('vehicle error texts', () => {
  it('names the vehicle that already has a plate or VIN', () => {
    expect(plateTakenMessage({ licensePlate: '1234 BCD', make: 'Seat', model: 'Ibiza' })).toBe(
      'Ya existe un vehículo con la matrícula 1234 BCD: Seat Ibiza.',
    );
    expect(vinTakenMessage('VF1ABC12345678901', '1234 BCD')).toBe(
      'Ya existe un vehículo con el bastidor VF1ABC12345678901: 1234 BCD.',
    );
    expect(OWNER_NOT_FOUND.message).toBe('El cliente indicado no existe.');
  });
});

describe('service reminders', () => {
  it('must be due on a date, at a distance, or both', () => {
    const base = { kind: 'service' as const, description: 'Aceite' };
    expect(reminderDueProblem(base)).toEqual({
      field: 'due_date',
      code: 'required',
      message: 'Indica una fecha, unos kilómetros o ambos para el recordatorio.',
    });
    expect(reminderDueProblem({ ...base, due_date: '', due_km: null })).not.toBeNull();
    expect(reminderDueProblem({ ...base, due_date: '2027-01-01' })).toBeNull();
    expect(reminderDueProblem({ ...base, due_km: 0 })).toBeNull();
  });

  it('trims the description and stores an empty due date as none', () => {
    const reminder = new ServiceReminder();
    applyReminderFields(reminder, {
      kind: 'itv',
      description: ' ITV anual ',
      due_date: '',
      due_km: 90_000,
    });
    expect(reminder).toMatchObject({
      kind: 'itv',
      description: 'ITV anual',
      dueDate: null,
      dueKm: 90_000,
    });
  });

  it('completes once, keeping the first completion time, and can be reopened', () => {
    const reminder = new ServiceReminder();
    const first = new Date('2026-03-01T10:00:00Z');
    expect(applyReminderDone(reminder, undefined, first)).toBe(false);
    expect(reminder.doneAt).toBeFalsy();
    expect(applyReminderDone(reminder, true, first)).toBe(true);
    expect(reminder.doneAt).toEqual(first);
    expect(applyReminderDone(reminder, true, new Date('2026-04-01T00:00:00Z'))).toBe(false);
    expect(reminder.doneAt).toEqual(first);
    expect(applyReminderDone(reminder, false, first)).toBe(false);
    expect(reminder.doneAt).toBeNull();
  });
});

describe("an import's vehicle rows", () => {
  const row = (line: number, values: Record<string, string>) => ({ line, values });

  it('reports a plate or VIN repeated in the file on its later line, and leaves it out', () => {
    const { vehicles, errors } = readImportedVehicles([
      row(2, { license_plate: '1234 BCD', make: 'Seat', model: 'Ibiza' }),
      row(3, { license_plate: '1234-bcd', make: 'Seat', model: 'León' }),
      row(4, {
        license_plate: '5678 CDF',
        vin: 'VF1ABC12345678901',
        make: 'Renault',
        model: 'Clio',
      }),
      row(5, {
        license_plate: '9012 DFG',
        vin: 'vf1abc12345678901',
        make: 'Renault',
        model: 'Clio',
      }),
    ]);
    expect(vehicles.map((v) => v.row.line)).toEqual([2, 4]);
    expect(errors).toEqual([
      {
        line: 3,
        column: 'license_plate',
        message: 'La matrícula 1234 BCD ya está en la línea 2 del archivo.',
      },
      {
        line: 5,
        column: 'vin',
        message: 'El bastidor VF1ABC12345678901 ya está en la línea 4 del archivo.',
      },
    ]);
  });

  it("keeps each row's own errors and the rows' extra data", () => {
    const { vehicles, errors } = readImportedVehicles([
      { line: 2, values: { license_plate: '', make: 'Seat', model: 'Ibiza' }, customerId: 'c1' },
      {
        line: 3,
        values: { license_plate: '1234 BCD', make: 'Seat', model: 'Ibiza' },
        customerId: 'c2',
      },
    ]);
    expect(errors).toEqual([
      { line: 2, column: 'license_plate', message: 'Falta la matrícula del vehículo.' },
    ]);
    expect(vehicles[0]?.row.customerId).toBe('c2');
  });
});
