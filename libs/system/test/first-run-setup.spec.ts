import { DEFAULT_SERVICE_TYPES } from '../src/domain/service-type.entity';
import { defaultServiceTypeRows, setupResult } from '../src/domain/first-run-setup';

describe('first-run setup', () => {
  it('inserts the default service types in their listed order, numbered from 1', () => {
    const rows = defaultServiceTypeRows();
    expect(rows.map((row) => row.code)).toEqual(DEFAULT_SERVICE_TYPES.map((type) => type.code));
    expect(rows.map((row) => row.sort_order)).toEqual(rows.map((_row, index) => index + 1));
    expect(rows[0]).toEqual({
      code: 'service',
      name: 'Revisión',
      sort_order: 1,
      duration_minutes: 120,
    });
  });

  it('the default codes are unique (setup finds what exists by code)', () => {
    const codes = DEFAULT_SERVICE_TYPES.map((type) => type.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('says how many service types it created', () => {
    expect(setupResult(9)).toEqual({
      success: true,
      message: 'Configuración completada: 9 tipos de servicio creados.',
      created: { service_types: 9 },
    });
  });

  it('says the setup was already complete when nothing was missing', () => {
    expect(setupResult(0)).toEqual({
      success: true,
      message: 'La configuración ya estaba completa.',
      created: { service_types: 0 },
    });
  });
});
