import { type WorkOrderSnapshot } from '@px/contracts';
import { heldAfterChange, partLinesOf, stockIntentOf } from '../src/domain/work-order-stock';

const order = (fields: Partial<WorkOrderSnapshot>): WorkOrderSnapshot =>
  ({ status: 'open', deleted: false, lines: [], ...fields }) as WorkOrderSnapshot;

describe('a work order on the shelf', () => {
  it('holds while open, consumes when completed, releases when cancelled or deleted', () => {
    expect(stockIntentOf(order({ status: 'open' }))).toBe('hold');
    expect(stockIntentOf(order({ status: 'on_hold' }))).toBe('hold');
    expect(stockIntentOf(order({ status: 'in_progress' }))).toBe('hold');
    expect(stockIntentOf(order({ status: 'completed' }))).toBe('consume');
    expect(stockIntentOf(order({ status: 'cancelled' }))).toBe('release');
    expect(stockIntentOf(order({ status: 'open', deleted: true }))).toBe('release');
  });

  it('takes only catalogue part lines (events before issue 20 carry no ids)', () => {
    const lines = [
      { id: 'l1', part_id: 'p1', type: 'part', name: 'Disco', planned_hours: 0, quantity: 2 },
      { id: 'l2', part_id: null, type: 'part', name: 'Tornillería', planned_hours: 0, quantity: 1 },
      { id: 'l3', part_id: 'p1', type: 'labor', name: 'Montaje', planned_hours: 1, quantity: 1 },
      { type: 'part', name: 'Antiguo', planned_hours: 0, quantity: 1 },
    ] as WorkOrderSnapshot['lines'];
    expect(partLinesOf(order({ lines }))).toEqual([{ lineId: 'l1', partId: 'p1', quantity: 2 }]);
  });

  it('keeps what a line held and tops it up from what is available, never beyond', () => {
    expect(heldAfterChange(3, 0, 5)).toBe(3);
    expect(heldAfterChange(4, 0, 2)).toBe(2);
    expect(heldAfterChange(4, 2, 0)).toBe(2);
    expect(heldAfterChange(4, 2, 1)).toBe(3);
    expect(heldAfterChange(1, 3, 0)).toBe(1);
    expect(heldAfterChange(2, 0, -1)).toBe(0);
  });
});
