/**
 * The 404/409 sentences of the appointments module, one place so tests and screens agree.
 */
export const APPOINTMENT_NOT_FOUND = 'La cita no existe.';
export const SERVICE_TYPE_NOT_FOUND = 'El tipo de servicio no existe.';
export const SERVICE_TYPE_INACTIVE = 'Ese tipo de servicio ya no se ofrece.';
export const CUSTOMER_NOT_FOUND = 'El cliente no existe.';
export const VEHICLE_NOT_FOUND = 'El vehículo no existe.';
export const VEHICLE_NOT_CUSTOMERS = 'El vehículo no pertenece a ese cliente.';
export const EMPLOYEE_NOT_FOUND = 'El mecánico no existe o ya no está activo.';
export const BAY_NOT_FOUND = 'El elevador o puesto no existe o no está activo.';
export const NOT_RESCHEDULABLE =
  'Una cita recibida, completada, cancelada o no presentada no se puede modificar.';
export const MECHANIC_BUSY =
  'El mecánico ya tiene una cita a esa hora (con el margen entre citas). Elige otra hora u otro mecánico.';
export const BAY_BUSY =
  'El elevador ya está reservado a esa hora (con el margen entre citas). Elige otra hora u otro elevador.';
export const OVERRIDE_FORBIDDEN =
  'Solo un responsable puede forzar una cita sobre otra del mismo mecánico o elevador.';
export const STALE_VERSION =
  'Otra persona ha modificado la cita mientras la editabas. Recarga y vuelve a intentarlo.';
