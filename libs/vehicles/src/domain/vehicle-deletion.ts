/** Why a vehicle cannot be deleted: the Spanish message and the details of the 409. */
export interface VehicleDeletionConflict {
  message: string;
  details: Record<string, number>;
}

/**
 * A car with unfinished work orders stays until they are completed or cancelled (deleting frees
 * its plate and VIN; readings and history stay for the record).
 */
export function activeWorkOrdersConflict(active: number): VehicleDeletionConflict | null {
  if (active <= 0) return null;
  return {
    message:
      `No se puede eliminar el vehículo: tiene ${active} ${active === 1 ? 'orden' : 'órdenes'} de trabajo sin terminar. ` +
      'Complétalas o cancélalas antes.',
    details: { active_work_order_count: active },
  };
}
