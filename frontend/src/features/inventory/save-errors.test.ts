import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { partFieldOfServer } from './model';
import { saveFailureOf } from './save-errors';

const duplicate = { idKey: 'part_id', field: 'reference' as const };

describe('saveFailureOf', () => {
  it('puts field errors on their fields (cents fields on the euro inputs)', () => {
    const error = new ApiError({
      error: 'VALIDATION_ERROR',
      message: 'Revisa los datos.',
      statusCode: 400,
      details: [
        { field: 'barcode', message: 'El código de barras no es válido.', code: 'barcode' },
        { field: 'cost_cents', message: 'El coste no es válido.', code: 'min' },
      ],
    });
    expect(saveFailureOf(error, partFieldOfServer, duplicate)).toEqual({
      fields: [
        { name: 'barcode', errors: ['El código de barras no es válido.'] },
        { name: 'cost_euros', errors: ['El coste no es válido.'] },
      ],
      message: null,
      versionConflict: false,
      existingId: null,
    });
  });

  it('says a field error the form has no field for', () => {
    const error = new ApiError({
      error: 'VALIDATION_ERROR',
      message: 'Revisa los datos.',
      statusCode: 400,
      details: [{ field: 'whatever', message: 'Campo desconocido.', code: 'whitelist' }],
    });
    expect(saveFailureOf(error, partFieldOfServer, duplicate).message).toBe('Revisa los datos.');
  });

  it('shows a duplicate on its field, with the existing record', () => {
    const error = new ApiError({
      error: 'CONFLICT',
      message: 'Ya existe la pieza OC90 de Mahle.',
      statusCode: 409,
      details: { part_id: 'p1' },
    });
    expect(saveFailureOf(error, partFieldOfServer, duplicate)).toMatchObject({
      fields: [{ name: 'reference', errors: ['Ya existe la pieza OC90 de Mahle.'] }],
      existingId: 'p1',
      versionConflict: false,
    });
  });

  it('recognises a stale version', () => {
    const error = new ApiError({
      error: 'VERSION_CONFLICT',
      message: 'Otra persona ha modificado estos datos.',
      statusCode: 409,
      details: { current_version: 4 },
    });
    expect(saveFailureOf(error, partFieldOfServer, duplicate)).toMatchObject({
      versionConflict: true,
      fields: [],
      message: null,
    });
  });

  it('says anything else as a sentence', () => {
    expect(saveFailureOf(new Error('Sin red'), partFieldOfServer, duplicate).message).toBe(
      'Sin red',
    );
  });
});
