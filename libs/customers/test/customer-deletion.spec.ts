import { vehicleTiesConflict, workOrdersConflict } from '../src/domain/customer-deletion';
import { CUSTOMER_NOT_FOUND, duplicateNifMessage } from '../src/domain/customer-errors';

describe('deleting a customer', () => {
  it('is allowed without vehicles, past or present, nor work orders', () => {
    expect(vehicleTiesConflict({ owned: 0, formerlyOwned: 0 })).toBeNull();
    expect(workOrdersConflict(0)).toBeNull();
  });

  it('is refused while the customer owns vehicles, counting them', () => {
    expect(vehicleTiesConflict({ owned: 1, formerlyOwned: 3 })).toEqual({
      message:
        'No se puede eliminar el cliente: tiene 1 vehículo a su nombre. ' +
        'Cambia el propietario de sus vehículos o fusiónalo con otro cliente.',
      details: { vehicle_count: 1 },
    });
    expect(vehicleTiesConflict({ owned: 2, formerlyOwned: 0 })?.message).toContain(
      'tiene 2 vehículos a su nombre',
    );
  });

  it('is refused when the customer owned vehicles before (their history names them)', () => {
    expect(vehicleTiesConflict({ owned: 0, formerlyOwned: 2 })).toEqual({
      message:
        'No se puede eliminar el cliente: tiene historial en el taller (fue propietario de ' +
        '2 vehículos). Si es un duplicado, fusiónalo con el cliente correcto.',
      details: { former_vehicle_count: 2 },
    });
  });

  it('is refused while the customer has work orders', () => {
    expect(workOrdersConflict(1)).toEqual({
      message:
        'No se puede eliminar el cliente: tiene 1 orden de trabajo. ' +
        'Si es un duplicado, fusiónalo con el cliente correcto.',
      details: { work_order_count: 1 },
    });
    expect(workOrdersConflict(3)?.message).toContain('tiene 3 órdenes de trabajo');
  });
});

describe('customer error texts', () => {
  it('names the customer that already has a tax id', () => {
    expect(duplicateNifMessage('12345678Z', 'Ana Gil')).toBe(
      'Ya existe un cliente con el NIF 12345678Z: Ana Gil.',
    );
    expect(CUSTOMER_NOT_FOUND).toBe('El cliente no existe.');
  });
});
