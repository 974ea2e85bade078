import { type WorkOrderEventPayload, type WorkOrderSnapshot } from '@px/contracts';
import { latestSnapshots } from '../src/domain/work-order-history-entries';

function snapshot(id: string, version: number, title = 'Revisión'): WorkOrderSnapshot {
  return {
    id,
    number: 'WO-000001',
    title,
    status: 'open',
    priority: 'normal',
    customer_id: 'c',
    customer_name: 'Ana',
    vehicle_id: 'v',
    license_plate: '1234 BCD',
    assigned_employee_id: null,
    created_by: null,
    odometer_in_km: null,
    odometer_out_km: null,
    created_at: '2026-11-22T08:00:00.000Z',
    completed_at: null,
    deleted: false,
    total_planned_hours: 0,
    total_cents: 0,
    lines: [],
    version,
  };
}

const event = (order: WorkOrderSnapshot): { payload: WorkOrderEventPayload } => ({
  payload: { order } as WorkOrderEventPayload,
});

describe('latestSnapshots (the vehicle history of a publication’s work-order events)', () => {
  it('keeps one snapshot per order, the one with the highest version', () => {
    const result = latestSnapshots([
      event(snapshot('a', 2, 'second')),
      event(snapshot('b', 1)),
      event(snapshot('a', 3, 'third')),
      event(snapshot('a', 1, 'first')),
    ]);
    expect(result.map((order) => [order.id, order.version, order.title])).toEqual([
      ['a', 3, 'third'],
      ['b', 1, 'Revisión'],
    ]);
  });

  it('takes the later event on a tie (an order created and assigned in one command)', () => {
    const created = snapshot('a', 1, 'created');
    const assigned = { ...snapshot('a', 1, 'assigned'), assigned_employee_id: 'e' };
    expect(latestSnapshots([event(created), event(assigned)])).toEqual([assigned]);
  });

  it('answers nothing for no events', () => {
    expect(latestSnapshots([])).toEqual([]);
  });
});
