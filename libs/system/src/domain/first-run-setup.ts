import { type SetupResult } from '@px/contracts';
import { DEFAULT_SERVICE_TYPES } from './service-type.entity';

/** The default service types as rows to insert, in the listed order (sort_order from 1). */
export function defaultServiceTypeRows(): {
  code: string;
  name: string;
  sort_order: number;
  duration_minutes: number;
}[] {
  return DEFAULT_SERVICE_TYPES.map(({ code, name, durationMinutes }, index) => ({
    code,
    name,
    sort_order: index + 1,
    duration_minutes: durationMinutes,
  }));
}

/** What first-run setup answers after creating `serviceTypes` missing defaults (SPEC §2). */
export function setupResult(serviceTypes: number): SetupResult {
  return {
    success: true,
    message:
      serviceTypes > 0
        ? `Configuración completada: ${serviceTypes} tipos de servicio creados.`
        : 'La configuración ya estaba completa.',
    created: { service_types: serviceTypes },
  };
}
