import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  odometerNeedsConfirmation,
  receptionInput,
  stepProblems,
  suggestedBodyType,
} from './reception-model';

const ready = {
  ...emptyDraft(),
  appointmentId: null,
  customerId: 'c1',
  vehicleId: 'v1',
  lastKm: 80_000,
  odometerKm: 80_250,
  fuelLevel: 4,
  complaint: ' Ruido al frenar ',
  estimate: 'renounced' as const,
  expectedDeliveryDate: '2026-12-01',
  signerName: ' Elena ',
  signature: { strokes: [{ points: [{ x: 1, y: 1, time: 1 }] }], png: 'data:image/png;base64,AA' },
};

describe('reception model', () => {
  it('lets each step be left only when its facts are there', () => {
    expect(stepProblems('vehicle', emptyDraft())).toEqual(['reception.flow.needVehicle']);
    expect(stepProblems('condition', emptyDraft())).toEqual([
      'reception.flow.needOdometer',
      'reception.flow.needFuel',
    ]);
    expect(stepProblems('work', emptyDraft())).toEqual([
      'reception.flow.needComplaint',
      'reception.flow.needEstimate',
      'reception.flow.needDelivery',
    ]);
    expect(stepProblems('sign', emptyDraft())).toEqual([
      'reception.flow.needSigner',
      'reception.flow.needSignature',
    ]);
    for (const step of ['vehicle', 'condition', 'work', 'sign'] as const) {
      expect(stepProblems(step, ready)).toEqual([]);
    }
  });

  it('asks to confirm an odometer below the last reading', () => {
    const lower = { ...ready, odometerKm: 79_000 };
    expect(odometerNeedsConfirmation(lower)).toBe(true);
    expect(stepProblems('condition', lower)).toEqual(['reception.flow.confirmLower']);
    expect(odometerNeedsConfirmation({ ...lower, confirmedLower: true })).toBe(false);
  });

  it('suggests the body type from the make and model', () => {
    expect(suggestedBodyType('Seat', 'León')).toBe('turismo');
    expect(suggestedBodyType('Ford', 'Transit Custom')).toBe('furgoneta');
    expect(suggestedBodyType('Nissan', 'Qashqai')).toBe('suv');
    expect(suggestedBodyType('Honda', 'CB500 moto')).toBe('moto');
  });

  it('builds the request body, trimmed', () => {
    expect(receptionInput({ ...ready, workOrderId: 'o1' }).work_order_id).toBe('o1');
    expect(receptionInput(ready)).toMatchObject({
      work_order_id: null,
      customer_id: 'c1',
      vehicle_id: 'v1',
      odometer_km: 80_250,
      odometer_confirmed_lower: undefined,
      complaint: 'Ruido al frenar',
      signature: { signer_name: 'Elena', png: 'data:image/png;base64,AA' },
    });
  });
});
