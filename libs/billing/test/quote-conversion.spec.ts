import {
  conversionRefusal,
  estimateChannelOfApproval,
  quoteReference,
  workOrderLinesOf,
} from '../src/domain/quote-conversion';

const PART = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';

describe('converting an accepted quote into work', () => {
  it('turns labor into planned hours, keeps parts with their catalogue part, charges the rest as fees', () => {
    const line = { discountPercent: 0, vatPercent: 21, partId: null };
    expect(
      workOrderLinesOf([
        {
          ...line,
          type: 'labor',
          description: 'Cambiar embrague',
          quantity: 3.5,
          unitPriceCents: 4_800,
        },
        {
          ...line,
          type: 'part',
          description: 'Kit de embrague',
          quantity: 1,
          unitPriceCents: 32_000,
          discountPercent: 5,
          partId: PART,
        },
        {
          ...line,
          type: 'other',
          description: 'Grúa',
          quantity: 1,
          unitPriceCents: 9_000,
          vatPercent: 10,
        },
        { ...line, type: 'fee', description: 'Residuos', quantity: 2, unitPriceCents: 150 },
      ]),
    ).toEqual([
      {
        type: 'labor',
        name: 'Cambiar embrague',
        planned_hours: 3.5,
        unit_price_cents: 4_800,
        discount_percent: 0,
        vat_percent: 21,
      },
      {
        type: 'part',
        name: 'Kit de embrague',
        quantity: 1,
        part_id: PART,
        unit_price_cents: 32_000,
        discount_percent: 5,
        vat_percent: 21,
      },
      {
        type: 'fee',
        name: 'Grúa',
        quantity: 1,
        unit_price_cents: 9_000,
        discount_percent: 0,
        vat_percent: 10,
      },
      {
        type: 'fee',
        name: 'Residuos',
        quantity: 2,
        unit_price_cents: 150,
        discount_percent: 0,
        vat_percent: 21,
      },
    ]);
  });

  it('records the consent by how it was given, with the quote and revision as reference', () => {
    expect(estimateChannelOfApproval('link')).toBe('signed_document');
    expect(estimateChannelOfApproval('in_person')).toBe('in_person');
    expect(estimateChannelOfApproval('phone')).toBe('phone');
    expect(quoteReference('P-2026-00012', 2)).toBe('P-2026-00012 rev. 2');
  });

  it('converts an accepted quote (all or some lines) once', () => {
    expect(conversionRefusal({ status: 'accepted', convertedWorkOrderId: null })).toBeNull();
    expect(
      conversionRefusal({ status: 'partially_accepted', convertedWorkOrderId: null }),
    ).toBeNull();
    for (const status of ['draft', 'sent', 'rejected', 'expired'] as const) {
      expect(conversionRefusal({ status, convertedWorkOrderId: null })).toMatchObject({
        kind: 'not_accepted',
      });
    }
    expect(conversionRefusal({ status: 'accepted', convertedWorkOrderId: PART })).toMatchObject({
      kind: 'converted',
    });
  });
});
