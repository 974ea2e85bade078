import { workOrderDetailStatement } from '../src/queries/work-order-detail.sql';
import { workOrderListQuery } from '../src/queries/work-order-list.sql';

// The orders list's and detail's SQL builders (the API's reader and the bench's floor run them).

const EVERY_ORDER = { allOrders: true, employeeId: null };

describe('workOrderListQuery', () => {
  it('walks the newest orders for a word searched in the whole list', () => {
    const query = workOrderListQuery(
      { search: 'navarro', sort: '-created_at', page: 2, limit: 20 },
      EVERY_ORDER,
    );
    const page = query.page();
    expect(page?.text).toContain('limit 10000) w');
    expect(page?.text).toMatch(/limit \$2 offset \$3$/);
    expect(page?.values).toEqual(['navarro', 20, 20, 40]);
    expect(query.count).toEqual({
      list: 'work_order',
      from: 'work_order w',
      clause: `w.deleted_at is null and (w.search_text like '%' || lower(px_unaccent($1)) || '%')`,
      values: ['navarro'],
    });
  });

  it('finds a number at once, without the walk', () => {
    const page = workOrderListQuery(
      { search: 'WO-600123', sort: '-created_at', page: 1, limit: 20 },
      EVERY_ORDER,
    ).page();
    expect(page?.text).not.toContain('walk');
    expect(page?.values).toEqual(['WO-600123', 600123, 20, 0]);
  });

  it('shows a mechanic only their orders, and nothing to someone without an employee', () => {
    const mine = workOrderListQuery(
      { sort: 'created_at', page: 1, limit: 20 },
      { allOrders: false, employeeId: 'e1' },
    );
    expect(mine.count.clause).toBe('w.deleted_at is null and w.assigned_employee_id = $1');
    const none = workOrderListQuery(
      { search: 'x', sort: '-created_at', page: 1, limit: 20 },
      { allOrders: false, employeeId: null },
    );
    expect(none.count.clause).toContain('w.deleted_at is null and false and');
    expect(none.page()?.text).not.toContain('walk');
  });

  it('reads one order with the actor’s scope', () => {
    expect(workOrderDetailStatement('o1', { allOrders: false, employeeId: 'e1' }).values).toEqual([
      'e1',
      'o1',
    ]);
  });
});
