import {
  damageProblems,
  expectedDeliveryProblem,
  formatReceiptNumber,
  fuelLevelProblem,
  orderTitleOf,
  pngOfDataUrl,
  receptionOdometerProblem,
  signatureProblems,
  storageChargedFrom,
} from '../src/domain/reception-rules';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const signature = {
  strokes: [{ points: [{ x: 1, y: 2, time: 3 }] }],
  png: PNG,
  signer_name: 'Ana García',
};
const mark = (over: Record<string, unknown> = {}) => ({
  id: '3f1c6c1e-8d7a-4a57-9a0e-0c7e1d2b3a4f',
  x: 0.5,
  y: 0.5,
  kind: 'scratch' as const,
  note: '',
  ...over,
});

describe('reception rules', () => {
  it('numbers receipts per year with five digits', () => {
    expect(formatReceiptNumber(2026, 1)).toBe('R-2026-00001');
    expect(formatReceiptNumber(2027, 12345)).toBe('R-2027-12345');
  });

  describe('the odometer at reception', () => {
    it('accepts the first reading and any figure at or above the last one', () => {
      expect(receptionOdometerProblem({ km: 0, lastKm: null, confirmedLower: false })).toBeNull();
      expect(
        receptionOdometerProblem({ km: 1000, lastKm: 1000, confirmedLower: false }),
      ).toBeNull();
    });

    it('refuses a lower figure unless the advisor confirmed it', () => {
      const refused = receptionOdometerProblem({ km: 999, lastKm: 1000, confirmedLower: false });
      expect(refused).toMatchObject({ field: 'odometer_km', code: 'odometer_lower' });
      expect(refused!.message).toBe(
        'El kilometraje (999 km) es menor que la última lectura (1000 km). Confírmalo si es correcto.',
      );
      expect(receptionOdometerProblem({ km: 999, lastKm: 1000, confirmedLower: true })).toBeNull();
    });

    it('refuses what is not a whole number of km in range', () => {
      for (const km of [-1, 1.5, 2_000_001, Number.NaN]) {
        expect(receptionOdometerProblem({ km, lastKm: null, confirmedLower: true })?.code).toBe(
          'odometer_range',
        );
      }
    });
  });

  describe('the signature', () => {
    it('takes a named, drawn signature with its PNG', () => {
      expect(signatureProblems(signature)).toEqual([]);
      expect(pngOfDataUrl(PNG)?.subarray(1, 4).toString()).toBe('PNG');
    });

    it('refuses a missing one, no strokes, no name, or an image that is not a PNG', () => {
      expect(signatureProblems(null)[0].message).toBe('Falta la firma del cliente.');
      expect(signatureProblems({ ...signature, strokes: [] })[0].code).toBe('signature_missing');
      expect(signatureProblems({ ...signature, signer_name: ' ' })[0].field).toBe(
        'signature.signer_name',
      );
      const jpeg = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64')}`;
      expect(signatureProblems({ ...signature, png: jpeg })[0].field).toBe('signature.png');
      expect(pngOfDataUrl('data:text/plain;base64,aG9sYQ==')).toBeNull();
    });

    it('refuses a PNG over the size limit', () => {
      const big = Buffer.concat([pngOfDataUrl(PNG)!, Buffer.alloc(600 * 1024)]);
      const problems = signatureProblems({
        ...signature,
        png: `data:image/png;base64,${big.toString('base64')}`,
      });
      expect(problems[0].code).toBe('signature_png_size');
    });
  });

  it('keeps damage marks inside the drawing, of a known kind, distinct and short', () => {
    expect(damageProblems([mark()])).toEqual([]);
    expect(damageProblems([mark({ x: 1.2 })])[0].code).toBe('outside');
    expect(damageProblems([mark({ kind: 'fire' })])[0].field).toBe('damages.0.kind');
    expect(damageProblems([mark(), mark()])[0].code).toBe('duplicate');
    expect(damageProblems([mark({ note: 'x'.repeat(301) })])[0].code).toBe('maxLength');
    expect(damageProblems(Array.from({ length: 41 }, () => mark()))[0].code).toBe('too_many');
  });

  it('takes a fuel level in eighths and a delivery day from today', () => {
    expect(fuelLevelProblem(0)).toBeNull();
    expect(fuelLevelProblem(8)).toBeNull();
    expect(fuelLevelProblem(9)?.field).toBe('fuel_level');
    expect(expectedDeliveryProblem('2026-11-26', '2026-11-26')).toBeNull();
    expect(expectedDeliveryProblem('2026-11-25', '2026-11-26')?.code).toBe('past_date');
  });

  describe('the storage clock', () => {
    it('charges from the day after three working days following the notice', () => {
      // Monday → Tuesday, Wednesday, Thursday free → Friday.
      expect(storageChargedFrom('2026-11-23', new Set())).toBe('2026-11-27');
      // Thursday → Friday, Monday, Tuesday free → Wednesday.
      expect(storageChargedFrom('2026-11-26', new Set())).toBe('2026-12-02');
    });

    it('does not count holidays or weekends', () => {
      // Friday 4 Dec 2026 → Monday 7, Tuesday 8 (holiday), Wednesday 9, Thursday 10 → Friday 11.
      expect(storageChargedFrom('2026-12-04', new Set(['2026-12-08']))).toBe('2026-12-11');
      // Across the new year: 31 Dec (Thursday) → 1 Jan holiday, 2–3 weekend, 4, 5, 7 (6 holiday).
      expect(storageChargedFrom('2026-12-31', new Set(['2027-01-01', '2027-01-06']))).toBe(
        '2027-01-08',
      );
    });
  });

  it('titles the opened order with the requested work’s first line', () => {
    expect(orderTitleOf('Cambio de aceite\nY filtros', 'Ruido')).toBe('Cambio de aceite');
    expect(orderTitleOf('', 'Ruido al frenar')).toBe('Ruido al frenar');
    expect(orderTitleOf(' ', ' ')).toBe('Recepción de vehículo');
    expect(orderTitleOf('x'.repeat(200), '')).toHaveLength(118);
  });
});
