import { WORK_ORDER_STATUSES, type WorkOrderStatus, formatWorkOrderNumber } from '@px/contracts';
import {
  allowedTransitions,
  isActive,
  linesAreEditable,
  refuseTransition,
} from '../src/domain/work-order-status';
import { lineNetCents, workOrderTotals, type PricedLine } from '../src/domain/work-order-totals';
import { workOrderSearchSource } from '../src/domain/work-order-search';

/** DOMAIN's machine, written out: every pair not listed here is refused. */
const LEGAL: Record<WorkOrderStatus, WorkOrderStatus[]> = {
  open: ['in_progress', 'on_hold', 'cancelled'],
  in_progress: ['on_hold', 'completed', 'cancelled'],
  on_hold: ['in_progress', 'cancelled'],
  completed: ['in_progress'],
  cancelled: [],
};

describe('work order state machine', () => {
  for (const from of WORK_ORDER_STATUSES) {
    for (const to of WORK_ORDER_STATUSES) {
      it(`${from} → ${to}`, () => {
        const refusal = refuseTransition(from, to, 'motivo');
        if (from === to) expect(refusal).toEqual({ kind: 'same' });
        else if (LEGAL[from].includes(to)) expect(refusal).toBeNull();
        else expect(refusal).toMatchObject({ kind: 'illegal', message: expect.any(String) });
      });
    }
  }

  it('offers only the legal moves', () => {
    for (const status of WORK_ORDER_STATUSES)
      expect(allowedTransitions(status)).toEqual(LEGAL[status]);
  });

  it('says why in Spanish, and asks a reason to reopen', () => {
    expect(refuseTransition('open', 'completed', null)).toEqual({
      kind: 'illegal',
      message: 'No se puede pasar una orden de «Abierta» a «Completada».',
    });
    expect(refuseTransition('cancelled', 'open', null)).toEqual({
      kind: 'illegal',
      message: 'Una orden cancelada no puede cambiar de estado.',
    });
    expect(refuseTransition('completed', 'in_progress', '  ')).toMatchObject({
      kind: 'reason_required',
    });
    expect(refuseTransition('completed', 'in_progress', 'Vuelve el ruido')).toBeNull();
  });

  it('freezes lines of finished orders and counts only unfinished ones as active', () => {
    expect(WORK_ORDER_STATUSES.filter(linesAreEditable)).toEqual([
      'open',
      'in_progress',
      'on_hold',
    ]);
    expect(WORK_ORDER_STATUSES.filter(isActive)).toEqual(['open', 'in_progress', 'on_hold']);
  });

  it('formats numbers as WO- and six digits, WO-000 when empty', () => {
    expect(formatWorkOrderNumber(123)).toBe('WO-000123');
    expect(formatWorkOrderNumber(1234567)).toBe('WO-1234567');
    expect(formatWorkOrderNumber(null)).toBe('WO-000');
    expect(formatWorkOrderNumber(0)).toBe('WO-000');
  });
});

const line = (fields: Partial<PricedLine>): PricedLine => ({
  type: 'part',
  plannedHours: 0,
  quantity: 1,
  unitPriceCents: 0,
  discountPercent: 0,
  vatPercent: 21,
  ...fields,
});

describe('work order totals', () => {
  it('prices labor by its planned hours and parts by quantity, discount rounded to the cent', () => {
    expect(
      lineNetCents(line({ type: 'labor', plannedHours: 1.5, quantity: 99, unitPriceCents: 4500 })),
    ).toBe(6750);
    expect(lineNetCents(line({ quantity: 3, unitPriceCents: 333 }))).toBe(999);
    // 39.99 € less 10 % = 35.991 € → 35.99 €
    expect(lineNetCents(line({ unitPriceCents: 3999, discountPercent: 10 }))).toBe(3599);
    // 0.05 € less 50 % = 0.025 € → 0.03 € (half away from zero)
    expect(lineNetCents(line({ unitPriceCents: 5, discountPercent: 50 }))).toBe(3);
    expect(lineNetCents(line({ unitPriceCents: 5000, discountPercent: 100 }))).toBe(0);
    expect(lineNetCents(line({ quantity: 0.333, unitPriceCents: 1000 }))).toBe(333);
  });

  it('adds VAT per rate on each rate’s base, rounded once per rate', () => {
    const totals = workOrderTotals([
      line({ type: 'labor', plannedHours: 0.33, unitPriceCents: 1001 }), // 3.3033 → 3.30 €
      line({ type: 'labor', plannedHours: 0.33, unitPriceCents: 1001 }),
      line({ type: 'fee', unitPriceCents: 1005, vatPercent: 10 }),
      line({ unitPriceCents: 1, vatPercent: 4 }),
    ]);
    expect(totals).toEqual({
      total_planned_hours: 0.66,
      base_cents: 1666,
      vat: [
        // 6.60 € × 21 % = 1.386 → 1.39 € (not 0.69 + 0.69)
        { vat_percent: 21, base_cents: 660, vat_cents: 139 },
        { vat_percent: 10, base_cents: 1005, vat_cents: 101 },
        { vat_percent: 4, base_cents: 1, vat_cents: 0 },
      ],
      vat_cents: 240,
      total_cents: 1906,
    });
  });

  it('is zero for an order without lines', () => {
    expect(workOrderTotals([])).toEqual({
      total_planned_hours: 0,
      base_cents: 0,
      vat: [],
      vat_cents: 0,
      total_cents: 0,
    });
  });
});

describe('work order search source', () => {
  it('holds the number, title, customer and the plate with and without its spaces', () => {
    expect(
      workOrderSearchSource({
        number: 42,
        title: 'Cambio de aceite',
        customerName: 'Íñigo López',
        licensePlate: '1234 BBB',
      }),
    ).toBe('WO-000042 Cambio de aceite Íñigo López 1234 BBB 1234BBB');
  });

  it('leaves the plate out of an order without a vehicle', () => {
    expect(
      workOrderSearchSource({
        number: 7,
        title: 'Presupuesto',
        customerName: 'Talleres Sur SL',
        licensePlate: null,
      }).trim(),
    ).toBe('WO-000007 Presupuesto Talleres Sur SL');
  });
});
