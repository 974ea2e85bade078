import { WORK_ORDER_STATUSES } from '@px/contracts';
import {
  type EditableLine,
  frozenLinesRefusal,
  lineFieldChanges,
  lineOrderRefusal,
  newLineFields,
  pricingRefusal,
} from '../src/domain/work-order-lines';

const NOW = new Date('2026-11-23T10:00:00Z');

const line = (fields: Partial<EditableLine> = {}): EditableLine => ({
  type: 'labor',
  name: 'Cambio de aceite',
  plannedHours: 1,
  quantity: 1,
  unitPriceCents: 4500,
  discountPercent: 0,
  vatPercent: 21,
  finishedAt: null,
  partId: null,
  ...fields,
});

describe('frozen lines', () => {
  it('refuses changing the lines of completed and cancelled orders (409)', () => {
    expect(frozenLinesRefusal('completed')).toEqual({
      kind: 'conflict',
      message: 'No se pueden cambiar las líneas de una orden completada.',
      details: { status: 'completed' },
    });
    expect(frozenLinesRefusal('cancelled')).toMatchObject({
      message: 'No se pueden cambiar las líneas de una orden cancelada.',
    });
  });

  it('allows it while the order is open, in progress or on hold', () => {
    expect(WORK_ORDER_STATUSES.filter((status) => !frozenLinesRefusal(status))).toEqual([
      'open',
      'in_progress',
      'on_hold',
    ]);
  });
});

describe('the order a line is changed through', () => {
  it('must be the line’s, when the client names one (400)', () => {
    expect(lineOrderRefusal('order-1', 'order-2')).toEqual({
      kind: 'invalid',
      field: 'work_order_id',
      code: 'mismatch',
      message: 'La línea no pertenece a la orden indicada.',
    });
    expect(lineOrderRefusal('order-1', 'order-1')).toBeNull();
    expect(lineOrderRefusal('order-1', null)).toBeNull();
    expect(lineOrderRefusal('order-1', undefined)).toBeNull();
  });
});

describe('a line’s field changes', () => {
  it('applies the fields sent and names those that changed', () => {
    const current = line();
    const { next, changed } = lineFieldChanges(
      current,
      { name: 'Cambio de aceite', unit_price_cents: 5000, discount_percent: 10, vat_percent: 10 },
      NOW,
    );
    expect(changed).toEqual(['unit_price_cents', 'discount_percent', 'vat_percent']);
    expect(next).toEqual({ ...current, unitPriceCents: 5000, discountPercent: 10, vatPercent: 10 });
    expect(current.unitPriceCents).toBe(4500);
  });

  it('sells labor by its hours: its quantity is the planned hours', () => {
    const { next, changed } = lineFieldChanges(line(), { planned_hours: 2.5, quantity: 7 }, NOW);
    expect(changed).toEqual(['planned_hours', 'quantity']);
    expect(next).toMatchObject({ plannedHours: 2.5, quantity: 2.5 });
  });

  it('gives parts and fees no hours', () => {
    const { next, changed } = lineFieldChanges(
      line({ plannedHours: 1.5, quantity: 1.5 }),
      { type: 'part', quantity: 4 },
      NOW,
    );
    expect(changed).toEqual(['type', 'quantity']);
    expect(next).toMatchObject({ type: 'part', plannedHours: 0, quantity: 4 });
  });

  it('dates a line marked finished and clears the date when it is not', () => {
    const finished = lineFieldChanges(line(), { finished: true }, NOW);
    expect(finished).toMatchObject({ changed: ['finished'], next: { finishedAt: NOW } });
    const earlier = new Date('2026-11-20T00:00:00Z');
    expect(lineFieldChanges(line({ finishedAt: earlier }), { finished: true }, NOW)).toMatchObject({
      changed: [],
      next: { finishedAt: earlier },
    });
    expect(lineFieldChanges(line({ finishedAt: earlier }), { finished: false }, NOW)).toMatchObject(
      { changed: ['finished'], next: { finishedAt: null } },
    );
  });
});

describe('a new line', () => {
  it('is labor at the default VAT unless told otherwise', () => {
    expect(newLineFields({ name: 'Diagnosis', planned_hours: 0.5 }, NOW).next).toEqual({
      type: 'labor',
      name: 'Diagnosis',
      plannedHours: 0.5,
      quantity: 0.5,
      unitPriceCents: 0,
      discountPercent: 0,
      vatPercent: 21,
      finishedAt: null,
      partId: null,
    });
    expect(
      newLineFields(
        { name: 'Filtro', type: 'part', quantity: 2, unit_price_cents: 1250, finished: true },
        NOW,
      ).next,
    ).toEqual({
      type: 'part',
      name: 'Filtro',
      plannedHours: 0,
      quantity: 2,
      unitPriceCents: 1250,
      discountPercent: 0,
      vatPercent: 21,
      finishedAt: NOW,
      partId: null,
    });
  });
});

describe('pricing a line', () => {
  const MECHANIC = { canPrice: false };
  const FRONT_OFFICE = { canPrice: true };

  it('needs items.price to change the price, the discount or the VAT', () => {
    for (const field of ['unit_price_cents', 'discount_percent', 'vat_percent']) {
      expect(pricingRefusal(MECHANIC, ['finished', field])).toEqual({
        kind: 'forbidden',
        message: 'No tienes permiso para cambiar el precio, el descuento ni el IVA de una línea.',
      });
      expect(pricingRefusal(FRONT_OFFICE, [field])).toBeNull();
    }
  });

  it('lets a mechanic mark lines done, log hours and send unchanged prices back', () => {
    expect(pricingRefusal(MECHANIC, ['finished', 'planned_hours', 'quantity'])).toBeNull();
    const line = newLineFields(
      { name: 'Cambio de aceite', type: 'part', unit_price_cents: 4500 },
      NOW,
    ).next;
    const sentBack = lineFieldChanges(
      line,
      { unit_price_cents: 4500, discount_percent: 0, vat_percent: 21, finished: true },
      NOW,
    );
    expect(sentBack.changed).toEqual(['finished']);
    expect(pricingRefusal(MECHANIC, sentBack.changed)).toBeNull();
  });

  it('counts a price on a new line as setting it, and the defaults as not', () => {
    expect(newLineFields({ name: 'Diagnóstico', planned_hours: 1 }, NOW).changed).not.toContain(
      'vat_percent',
    );
    expect(
      pricingRefusal(
        MECHANIC,
        newLineFields({ name: 'Filtro', unit_price_cents: 900 }, NOW).changed,
      ),
    ).not.toBeNull();
    expect(
      pricingRefusal(MECHANIC, newLineFields({ name: 'Filtro', vat_percent: 21 }, NOW).changed),
    ).toBeNull();
  });
});

describe('part lines', () => {
  it('keep their catalogue part, and let it go when they stop being a part', () => {
    const part = line({ type: 'part', plannedHours: 0, quantity: 2, partId: 'p-1' });
    expect(lineFieldChanges(part, { quantity: 3 }, NOW)).toMatchObject({
      next: { partId: 'p-1', quantity: 3 },
      changed: ['quantity'],
    });
    expect(lineFieldChanges(part, { type: 'fee' }, NOW)).toMatchObject({
      next: { partId: null, type: 'fee' },
      changed: ['type', 'part_id'],
    });
    expect(newLineFields({ name: 'Filtro', type: 'part', part_id: 'p-2' }, NOW)).toMatchObject({
      next: { partId: 'p-2', type: 'part' },
    });
    expect(newLineFields({ name: 'Filtro', part_id: 'p-2' }, NOW).next.partId).toBeNull();
  });
});
