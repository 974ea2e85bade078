import { proposePurchases, type ReorderPart } from '../src/domain/purchase-proposal';
import {
  formatPurchaseOrderNumber,
  purchaseOrderRefusal,
  receiptRefusal,
  statusAfterReceipt,
} from '../src/domain/purchase-order-rules';
import { requestTransitionRefusal } from '../src/domain/spare-part-request-status';

const part = (fields: Partial<ReorderPart>): ReorderPart => ({
  partId: 'p',
  supplierId: 's1',
  unit: 'ud',
  costCents: 500,
  available: 0,
  onOrder: 0,
  minStock: 2,
  maxStock: 10,
  ...fields,
});

describe('purchase proposals (min/max)', () => {
  it('orders up to the maximum what is at or below its minimum, counting what is on order', () => {
    const { proposals } = proposePurchases(
      [
        part({ partId: 'a', available: 2 }),
        part({ partId: 'b', available: 1, onOrder: 4 }),
        part({ partId: 'c', available: 0, onOrder: 1 }),
        part({ partId: 'd', available: 1, maxStock: 0, minStock: 3 }),
      ],
      [],
    );
    expect(proposals).toEqual([
      {
        supplierId: 's1',
        lines: [
          { partId: 'a', quantity: 8, unitCostCents: 500, requestIds: [] },
          { partId: 'c', quantity: 9, unitCostCents: 500, requestIds: [] },
          { partId: 'd', quantity: 2, unitCostCents: 500, requestIds: [] },
        ],
      },
    ]);
  });

  it('adds approved requests, groups by supplier and sets aside parts without one', () => {
    const { proposals, withoutSupplier } = proposePurchases(
      [
        part({ partId: 'a', available: 5 }),
        part({ partId: 'b', supplierId: 's2', available: 0, unit: 'l', minStock: 0, maxStock: 0 }),
        part({ partId: 'c', supplierId: null, available: 0 }),
      ],
      [
        { requestId: 'r1', partId: 'a', quantity: 2 },
        { requestId: 'r2', partId: 'b', quantity: 1.5 },
      ],
    );
    expect(proposals).toEqual([
      {
        supplierId: 's1',
        lines: [{ partId: 'a', quantity: 2, unitCostCents: 500, requestIds: ['r1'] }],
      },
      {
        supplierId: 's2',
        lines: [{ partId: 'b', quantity: 1.5, unitCostCents: 500, requestIds: ['r2'] }],
      },
    ]);
    expect(withoutSupplier).toEqual(['c']);
  });
});

describe('purchase orders', () => {
  it('are numbered PC-YYYY-NNNNN', () => {
    expect(formatPurchaseOrderNumber(2026, 1)).toBe('PC-2026-00001');
    expect(formatPurchaseOrderNumber(2026, 123456)).toBe('PC-2026-123456');
  });

  it('allow each action only in its statuses', () => {
    expect(purchaseOrderRefusal('draft', 'send')).toBeNull();
    expect(purchaseOrderRefusal('sent', 'send')).toBe(
      'El pedido está enviado: no se puede enviarlo (ya se envió).',
    );
    expect(purchaseOrderRefusal('partially_received', 'receive')).toBeNull();
    expect(purchaseOrderRefusal('partially_received', 'cancel')).not.toBeNull();
    expect(purchaseOrderRefusal('sent', 'edit_lines')).not.toBeNull();
    expect(purchaseOrderRefusal('sent', 'edit')).toBeNull();
  });

  it('receive what is pending; more needs confirming; the status follows the lines', () => {
    const lines = [
      { id: 'l1', quantity: 4, receivedQuantity: 2 },
      { id: 'l2', quantity: 1, receivedQuantity: 0 },
    ];
    expect(receiptRefusal(lines, [{ lineId: 'l1', quantity: 2 }], false)).toBeNull();
    expect(receiptRefusal(lines, [{ lineId: 'l1', quantity: 3 }], false)).toMatchObject({
      field: 'lines.0.quantity',
      conflict: true,
    });
    expect(receiptRefusal(lines, [{ lineId: 'l1', quantity: 3 }], true)).toBeNull();
    expect(receiptRefusal(lines, [{ lineId: 'x', quantity: 1 }], false)).toMatchObject({
      conflict: false,
    });
    expect(receiptRefusal(lines, [], false)).toMatchObject({ field: 'lines' });
    expect(
      receiptRefusal(
        lines,
        [
          { lineId: 'l2', quantity: 1 },
          { lineId: 'l2', quantity: 1 },
        ],
        false,
      ),
    ).toMatchObject({ message: 'La línea está repetida.' });
    expect(statusAfterReceipt(lines)).toBe('partially_received');
    expect(statusAfterReceipt([{ id: 'l', quantity: 2, receivedQuantity: 3 }])).toBe('received');
  });
});

describe('spare-part request steps', () => {
  it('follow requested → approved → ordered → received → delivered', () => {
    expect(requestTransitionRefusal('requested', 'approved')).toBeNull();
    expect(requestTransitionRefusal('requested', 'delivered')).toBeNull();
    expect(requestTransitionRefusal('approved', 'ordered')).toBeNull();
    expect(requestTransitionRefusal('ordered', 'received')).toBeNull();
    expect(requestTransitionRefusal('ordered', 'approved')).toBeNull();
    expect(requestTransitionRefusal('received', 'delivered')).toBeNull();
    expect(requestTransitionRefusal('requested', 'received')).toBe(
      'Una solicitud solicitada no puede pasar a recibida.',
    );
    expect(requestTransitionRefusal('delivered', 'cancelled')).toBe(
      'La solicitud ya está entregada: no se puede cambiar.',
    );
  });
});
