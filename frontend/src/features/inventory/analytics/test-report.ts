import type { InventoryAnalytics } from '@px/contracts';

/** An answer of GET /api/inventory/analytics for the tests (three months of 2027). */
export function analyticsReport(fields: Partial<InventoryAnalytics> = {}): InventoryAnalytics {
  return {
    from: '2027-01-01',
    to: '2027-03-17',
    days: 76,
    stock_value_cents: 1_234_567,
    value_by_category: [
      { category: 'frenos', value_cents: 1_000_000, parts: 12 },
      { category: 'filtros', value_cents: 234_567, parts: 30 },
    ],
    consumed_cost_cents: 456_000,
    average_stock_value_cents: 1_200_000,
    rotation: 0.38,
    days_of_cover: 205.7,
    dead_stock: {
      parts: 2,
      value_cents: 98_000,
      items: [
        {
          part_id: '11111111-1111-4111-8111-111111111111',
          reference: 'DISC-9',
          name: 'Disco de freno ventilado',
          category: 'frenos',
          on_hand: 4,
          value_cents: 90_000,
          last_movement_at: '2026-05-04T09:00:00Z',
        },
        {
          part_id: '22222222-2222-4222-8222-222222222222',
          reference: 'FLT-1',
          name: 'Filtro de habitáculo',
          category: 'filtros',
          on_hand: 8,
          value_cents: 8_000,
          last_movement_at: null,
        },
      ],
    },
    top_consumed: [
      {
        part_id: '33333333-3333-4333-8333-333333333333',
        reference: 'OIL-5W30',
        name: 'Aceite 5W30',
        consumed_quantity: 42.5,
        consumed_cost_cents: 300_000,
      },
    ],
    abc: {
      a: { parts: 1, consumed_cost_cents: 300_000, share: 0.6579 },
      b: { parts: 3, consumed_cost_cents: 130_000, share: 0.2851 },
      c: { parts: 40, consumed_cost_cents: 26_000, share: 0.057 },
    },
    consumption_by_month: [
      { month: '2027-01', consumed_cost_cents: 200_000 },
      { month: '2027-02', consumed_cost_cents: 0 },
      { month: '2027-03', consumed_cost_cents: 256_000 },
    ],
    ...fields,
  };
}
