const km = (value: unknown): string =>
  typeof value === 'number' ? `${value.toLocaleString('es-ES')} km` : '';

/**
 * The Spanish one-line summary of a history fact the vehicles module records itself. Facts other
 * modules write into the read model carry their own title.
 */
export function historyTitle(kind: string, details: Record<string, unknown>): string {
  const customer = typeof details.customer_name === 'string' ? details.customer_name : 'cliente';
  switch (kind) {
    case 'vehicle_created':
      return 'Alta del vehículo en el taller';
    case 'ownership_started':
      return `Nuevo propietario: ${customer}`;
    case 'ownership_ended':
      return `Deja de ser propietario: ${customer}`;
    case 'odometer_reading':
      return `Lectura del cuentakilómetros: ${km(details.km)}`;
    case 'odometer_correction':
      return `Corrección del kilometraje a ${km(details.km)}`;
    default:
      return kind;
  }
}
