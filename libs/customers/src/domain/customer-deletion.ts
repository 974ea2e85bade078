/** Why a customer cannot be deleted: the Spanish message and the details of the 409. */
export interface DeletionConflict {
  message: string;
  details: Record<string, number>;
}

/** What ties a customer to vehicles: those they own now and those they owned before. */
export interface CustomerVehicleTies {
  /** Live vehicles the customer owns now. */
  owned: number;
  /** Vehicles the customer owned before (their history names this customer). */
  formerlyOwned: number;
}

const vehicles = (count: number) => `${count} ${count === 1 ? 'vehículo' : 'vehículos'}`;

/**
 * A customer who owns vehicles, or owned them before, cannot be deleted: the vehicles' history
 * would lose its owner. Move the vehicles (change of owner) or merge the customer into another.
 */
export function vehicleTiesConflict({
  owned,
  formerlyOwned,
}: CustomerVehicleTies): DeletionConflict | null {
  if (owned > 0) {
    return {
      message:
        `No se puede eliminar el cliente: tiene ${vehicles(owned)} a su nombre. ` +
        'Cambia el propietario de sus vehículos o fusiónalo con otro cliente.',
      details: { vehicle_count: owned },
    };
  }
  if (formerlyOwned > 0) {
    return {
      message:
        'No se puede eliminar el cliente: tiene historial en el taller (fue propietario de ' +
        `${vehicles(formerlyOwned)}). ` +
        'Si es un duplicado, fusiónalo con el cliente correcto.',
      details: { former_vehicle_count: formerlyOwned },
    };
  }
  return null;
}

/** Nor can a customer with work orders go: their history and documents name them. */
export function workOrdersConflict(workOrders: number): DeletionConflict | null {
  if (workOrders <= 0) return null;
  return {
    message:
      `No se puede eliminar el cliente: tiene ${workOrders} ${workOrders === 1 ? 'orden' : 'órdenes'} de trabajo. ` +
      'Si es un duplicado, fusiónalo con el cliente correcto.',
    details: { work_order_count: workOrders },
  };
}
