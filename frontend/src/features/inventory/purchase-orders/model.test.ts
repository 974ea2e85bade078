import type { PurchaseOrderLineView, PurchaseOrderView } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import {
  CLEAR_FILTERS,
  createOrderInputOf,
  emptyOrderForm,
  excessLineIds,
  filterChange,
  hasFilters,
  isExcessConflict,
  isOverdue,
  lineTotalCents,
  lineWithPart,
  madridToday,
  orderActions,
  orderFieldOfServer,
  orderFormValuesOf,
  orderListQueryOf,
  orderListStateOf,
  orderTotalCents,
  pageChange,
  quantityInputPrecision,
  type PickedPart,
  quantityProblem,
  receiptDefaults,
  receiptInputOf,
  receiptLineOfServerField,
  saveFailureOf,
  updateOrderInputOf,
} from './model';

const SUPPLIER = '11111111-1111-4111-8111-111111111111';
const ORDER = '22222222-2222-4222-8222-222222222222';

const line = (fields: Partial<PurchaseOrderLineView>): PurchaseOrderLineView => ({
  id: 'l-1',
  position: 1,
  part_id: 'p-1',
  reference: 'PAST-7',
  brand: 'Ferodo',
  name: 'Pastillas de freno traseras',
  unit: 'ud',
  quantity: 4,
  received_quantity: 0,
  pending_quantity: 4,
  unit_cost_cents: 1800,
  total_cents: 7200,
  ...fields,
});

const order = (fields: Partial<PurchaseOrderView> = {}): PurchaseOrderView => ({
  id: ORDER,
  number: 'PC-2026-00001',
  supplier_id: SUPPLIER,
  supplier_name: 'Frenos del Norte SL',
  supplier_tax_id: 'B12345674',
  supplier_email: null,
  status: 'draft',
  line_count: 1,
  total_cents: 7200,
  expected_on: null,
  sent_at: null,
  received_at: null,
  created_at: '2026-03-02T09:00:00Z',
  notes: null,
  cancelled_at: null,
  lines: [line({})],
  version: 3,
  ...fields,
});

const pads: PickedPart = {
  id: 'p-1',
  reference: 'PAST-7',
  brand: 'Ferodo',
  name: 'Pastillas de freno traseras',
  unit: 'ud',
  cost_cents: 1850,
  available: 1,
  on_order: 0,
};

describe('the list in the address', () => {
  it('reads its own po_ parameters and ignores what is not valid', () => {
    const state = orderListStateOf(
      new URLSearchParams(
        `tab=orders&q=ignored&page=9&po_q=%20PC-2026%20&po_status=sent&po_status=bogus` +
          `&po_status=draft&po_supplier=${SUPPLIER}&po_page=3&po_limit=50&po=${ORDER}`,
      ),
    );
    expect(state).toEqual({
      q: 'PC-2026',
      statuses: ['draft', 'sent'],
      supplierId: SUPPLIER,
      page: 3,
      limit: 50,
      orderId: ORDER,
    });
    expect(
      orderListStateOf(new URLSearchParams('po_supplier=x&po=1&po_page=-2&po_limit=7')),
    ).toEqual({ q: '', statuses: [], supplierId: null, page: 1, limit: 20, orderId: null });
  });

  it('asks the API with only the filters set', () => {
    const state = orderListStateOf(new URLSearchParams(`po_status=received&po_q=norte`));
    expect(orderListQueryOf(state)).toEqual({
      page: 1,
      limit: 20,
      status: ['received'],
      q: 'norte',
    });
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(orderListStateOf(new URLSearchParams('po_page=2')))).toBe(false);
  });

  it('goes back to page 1 on a filter change and keeps defaults out of the address', () => {
    expect(filterChange({ status: ['sent'] })).toEqual({ po_page: undefined, po_status: ['sent'] });
    expect(filterChange({ q: '  ' })).toEqual({ po_page: undefined, po_q: undefined });
    expect(CLEAR_FILTERS).toEqual({
      po_page: undefined,
      po_q: undefined,
      po_status: [],
      po_supplier: undefined,
    });
    const state = orderListStateOf(new URLSearchParams('po_page=2'));
    expect(pageChange(state, 3, 20)).toEqual({ po_page: '3', po_limit: undefined });
    expect(pageChange(state, 3, 50)).toEqual({ po_page: undefined, po_limit: '50' });
  });
});

describe('what a status allows', () => {
  const can = { update: true };
  it('follows the API: send a draft, receive while awaited, cancel before anything came', () => {
    expect(orderActions({ status: 'draft' }, can)).toEqual(['send', 'edit', 'cancel', 'pdf']);
    expect(orderActions({ status: 'sent' }, can)).toEqual(['receive', 'edit', 'cancel', 'pdf']);
    expect(orderActions({ status: 'partially_received' }, can)).toEqual(['receive', 'edit', 'pdf']);
    expect(orderActions({ status: 'received' }, can)).toEqual(['pdf']);
    expect(orderActions({ status: 'cancelled' }, can)).toEqual(['pdf']);
  });

  it('offers only the PDF without the update permission', () => {
    expect(orderActions({ status: 'sent' }, { update: false })).toEqual(['pdf']);
  });

  it('marks an expected day that has passed while goods are awaited', () => {
    expect(isOverdue({ status: 'sent', expected_on: '2026-03-01' }, '2026-03-02')).toBe(true);
    expect(isOverdue({ status: 'sent', expected_on: '2026-03-02' }, '2026-03-02')).toBe(false);
    expect(isOverdue({ status: 'received', expected_on: '2026-03-01' }, '2026-03-02')).toBe(false);
    expect(isOverdue({ status: 'sent', expected_on: null }, '2026-03-02')).toBe(false);
    // 23:30 UTC on 31 March is already 1 April in Madrid.
    expect(madridToday(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
  });
});

describe('quantities and money', () => {
  it('checks a quantity like the API does', () => {
    expect(quantityProblem(4, 'ud')).toBeNull();
    expect(quantityProblem(2.5, 'l')).toBeNull();
    expect(quantityProblem(null, 'ud')).toBe('purchaseOrders.validation.quantityRequired');
    expect(quantityProblem(0, 'ud')).toBe('purchaseOrders.validation.quantityPositive');
    expect(quantityProblem(1.5, 'ud')).toBe('purchaseOrders.validation.quantityWhole');
    expect(quantityProblem(1.2345, 'l')).toBe('purchaseOrders.validation.quantityDecimals');
    expect(quantityProblem(100_001, 'ud')).toBe('purchaseOrders.validation.quantityMax');
    // A receipt line may be 0 (skipped) or blank, never negative.
    expect(quantityProblem(0, 'ud', true)).toBeNull();
    expect(quantityProblem(null, 'ud', true)).toBeNull();
    expect(quantityProblem(-1, 'ud', true)).toBe('purchaseOrders.validation.quantityPositive');
    // The input rounds whole units only: 1 l stays "1", never "1.000".
    expect(quantityInputPrecision('ud')).toBe(0);
    expect(quantityInputPrecision('l')).toBeUndefined();
  });

  it('totals the lines in cents, as the API rounds them', () => {
    expect(lineTotalCents(4, 18)).toBe(7200);
    expect(lineTotalCents(2.5, 3.99)).toBe(998);
    expect(lineTotalCents(null, 18)).toBe(0);
    expect(lineTotalCents(3, null)).toBe(0);
    expect(
      orderTotalCents([
        { quantity: 4, unit_cost_euros: 18 },
        undefined,
        { quantity: 1, unit_cost_euros: 0.1 },
      ]),
    ).toBe(7210);
  });
});

describe('the order form', () => {
  it('takes the picked part’s cost as the line’s unit cost', () => {
    expect(lineWithPart({ part: null, quantity: null, unit_cost_euros: 5 }, pads)).toEqual({
      part: pads,
      quantity: 1,
      unit_cost_euros: 18.5,
    });
    expect(lineWithPart({ part: pads, quantity: 3, unit_cost_euros: 5 }, null)).toEqual({
      part: null,
      quantity: 3,
      unit_cost_euros: null,
    });
  });

  it('builds the create body: one line per row, in order, blanks as null', () => {
    const values = {
      ...emptyOrderForm(),
      supplier_id: SUPPLIER,
      expected_on: '2026-03-10',
      notes: '  Urgente ',
      lines: [
        { part: pads, quantity: 4, unit_cost_euros: 18.5 },
        { part: { ...pads, id: 'p-2' }, quantity: 1, unit_cost_euros: null },
      ],
    };
    expect(createOrderInputOf(values)).toEqual({
      supplier_id: SUPPLIER,
      expected_on: '2026-03-10',
      notes: 'Urgente',
      lines: [
        { part_id: 'p-1', quantity: 4, unit_cost_cents: 1850 },
        { part_id: 'p-2', quantity: 1 },
      ],
    });
    expect(createOrderInputOf({ ...values, notes: ' ', expected_on: null })).toMatchObject({
      notes: null,
      expected_on: null,
    });
  });

  it('patches only what changed, with the version; lines and supplier only in a draft', () => {
    const draft = order();
    const values = orderFormValuesOf(draft);
    expect(updateOrderInputOf(values, draft)).toEqual({ version: 3 });
    expect(updateOrderInputOf({ ...values, notes: 'Llamar antes', lines: [] }, draft)).toEqual({
      version: 3,
      notes: 'Llamar antes',
      lines: [],
    });
    const sent = order({ status: 'sent' });
    expect(
      updateOrderInputOf(
        { ...orderFormValuesOf(sent), expected_on: '2026-04-01', supplier_id: 'x', lines: [] },
        sent,
      ),
    ).toEqual({ version: 3, expected_on: '2026-04-01' });
  });

  it('puts the API’s field errors on the right line', () => {
    expect(orderFieldOfServer('lines.1.quantity')).toEqual(['lines', 1, 'quantity']);
    expect(orderFieldOfServer('lines.0.part_id')).toEqual(['lines', 0, 'part']);
    expect(orderFieldOfServer('lines.2.unit_cost_cents')).toEqual(['lines', 2, 'unit_cost_euros']);
    expect(orderFieldOfServer('supplier_id')).toEqual(['supplier_id']);
    expect(orderFieldOfServer('lines')).toBeNull();

    const refused = new ApiError({
      error: 'VALIDATION_ERROR',
      statusCode: 400,
      message: 'Los datos enviados no son válidos: revisa los campos indicados.',
      details: [
        { field: 'lines.0.quantity', message: 'Esta pieza se cuenta en unidades enteras.' },
        { field: 'lines.1.part_id', message: 'La pieza no existe.' },
        { field: 'lines.1.part_id', message: 'La pieza ya está en otra línea del pedido.' },
      ],
    });
    expect(saveFailureOf(refused)).toEqual({
      fields: [
        { name: ['lines', 0, 'quantity'], errors: ['Esta pieza se cuenta en unidades enteras.'] },
        {
          name: ['lines', 1, 'part'],
          errors: ['La pieza no existe.', 'La pieza ya está en otra línea del pedido.'],
        },
      ],
      message: null,
      versionConflict: false,
    });
  });

  it('tells a stale version and a refusal by status apart', () => {
    const stale = new ApiError({
      error: 'VERSION_CONFLICT',
      statusCode: 409,
      message: 'Otra persona ha modificado estos datos.',
      details: { current_version: 4 },
    });
    expect(saveFailureOf(stale).versionConflict).toBe(true);
    const status = new ApiError({
      error: 'CONFLICT',
      statusCode: 409,
      message: 'El pedido está enviado: no se puede cambiar sus líneas (solo en borrador).',
      details: { status: 'sent' },
    });
    expect(saveFailureOf(status)).toEqual({
      fields: [],
      message: 'El pedido está enviado: no se puede cambiar sus líneas (solo en borrador).',
      versionConflict: false,
    });
  });
});

describe('receiving goods', () => {
  const sent = order({
    status: 'partially_received',
    lines: [
      line({ id: 'l-1', quantity: 4, received_quantity: 2, pending_quantity: 2 }),
      line({ id: 'l-2', position: 2, quantity: 1, received_quantity: 1, pending_quantity: 0 }),
      line({ id: 'l-3', position: 3, unit: 'l', quantity: 5, pending_quantity: 5 }),
    ],
  });

  it('starts each awaited line at its whole pending quantity', () => {
    expect(receiptDefaults(sent)).toEqual({ 'l-1': 2, 'l-3': 5 });
  });

  it('sends only the lines with something received', () => {
    expect(receiptInputOf(sent, { 'l-1': 2, 'l-3': 0 })).toEqual({
      lines: [{ line_id: 'l-1', quantity: 2 }],
    });
    expect(receiptInputOf(sent, { 'l-1': null, 'l-3': 1.5 }, true)).toEqual({
      lines: [{ line_id: 'l-3', quantity: 1.5 }],
      confirm_excess: true,
    });
    expect(receiptInputOf(sent, {}).lines).toEqual([]);
  });

  it('spots the lines above pending and maps the API’s line index back to them', () => {
    expect(excessLineIds(sent, { 'l-1': 3, 'l-3': 5 })).toEqual(['l-1']);
    const input = receiptInputOf(sent, { 'l-1': 0, 'l-3': 6 });
    expect(receiptLineOfServerField('lines.0.quantity', input)).toBe('l-3');
    expect(receiptLineOfServerField('lines.4.quantity', input)).toBeNull();
    expect(receiptLineOfServerField('notes', input)).toBeNull();
  });

  it('recognises the excess 409 (to confirm) among other refusals', () => {
    const excess = new ApiError({
      error: 'CONFLICT',
      statusCode: 409,
      message:
        'Se reciben más unidades de las pendientes (2). Si el proveedor ha enviado de más, confirma la recepción del exceso.',
      details: { field: 'lines.0.quantity' },
    });
    expect(isExcessConflict(excess)).toBe(true);
    const closed = new ApiError({
      error: 'CONFLICT',
      statusCode: 409,
      message: 'El pedido está recibido: no se puede recibir mercancía.',
      details: { status: 'received' },
    });
    expect(isExcessConflict(closed)).toBe(false);
    expect(isExcessConflict(new Error('x'))).toBe(false);
    // Its message lands on the line it names.
    expect(
      saveFailureOf(excess, (field) =>
        receiptLineOfServerField(field, { lines: [{ line_id: 'l-1', quantity: 3 }] })
          ? ['quantities', 'l-1']
          : null,
      ).fields,
    ).toEqual([{ name: ['quantities', 'l-1'], errors: [excess.message] }]);
  });
});
