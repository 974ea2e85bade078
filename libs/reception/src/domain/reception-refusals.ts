/** The 404/409 sentences of reception, one place so tests and screens agree. */
export const RECEIPT_NOT_FOUND = 'El resguardo no existe.';
export const PHOTO_NOT_FOUND = 'La foto no existe.';
export const CUSTOMER_NOT_FOUND = 'El cliente no existe.';
export const VEHICLE_NOT_FOUND = 'El vehículo no existe.';
export const VEHICLE_NOT_CUSTOMERS = 'El vehículo no pertenece a ese cliente.';
export const APPOINTMENT_OTHER_VEHICLE = 'La cita es de otro vehículo.';
export const APPOINTMENT_NOT_RECEIVABLE =
  'La cita está cancelada, no presentada o completada: no se puede recibir con ella.';
export const ORDER_NOT_FOUND = 'La orden de trabajo no existe.';
export const ORDER_OTHER_VEHICLE = 'La orden de trabajo es de otro vehículo.';
export const ORDER_CLOSED = 'La orden de trabajo ya está cerrada: abre una nueva.';
export const ALREADY_DELIVERED = 'El vehículo ya se entregó: el resguardo está cerrado.';
export const ALREADY_READY = 'El vehículo ya está marcado como listo.';
export const DELIVERY_ODOMETER_LOWER =
  'El kilometraje de salida no puede ser menor que el de entrada.';
export const PHOTO_NOT_IMAGE = 'El archivo no es una imagen JPEG, PNG o WebP.';
export const PHOTO_TOO_LARGE = 'La foto supera el tamaño máximo (8 MB).';
export const TOO_MANY_PHOTOS = 'Este resguardo ya tiene el máximo de fotos.';
export const NO_CUSTOMER_EMAIL = 'El cliente no tiene correo electrónico.';
export const STALE_VERSION =
  'Otra persona ha modificado el resguardo mientras lo veías. Recarga y vuelve a intentarlo.';
