import { PERMISSIONS } from '../src/permissions';

describe('PERMISSIONS', () => {
  it('spells each name by its keys', () => {
    expect(PERMISSIONS.work_orders.orders.read).toBe('work_orders.orders.read');
    expect(PERMISSIONS.work_orders.orders.read_all).toBe('work_orders.orders.read_all');
    expect(PERMISSIONS.customers.customers.merge).toBe('customers.customers.merge');
    expect(PERMISSIONS.inventory.spare_part_requests.approve).toBe(
      'inventory.spare_part_requests.approve',
    );
    expect(PERMISSIONS.system.eventing.admin).toBe('system.eventing.admin');
  });
});
