// The catalogue is read by relative path here only: it is the source of the names' labels, and this
// test keeps the shared constants equal to it.
import { catalogPermissions } from '../../access/src/catalogue/permissions.catalogue';
import { PERMISSION_NAMES, PERMISSIONS } from '../src/permissions';

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

  it('holds exactly the names of the permission catalogue, in its order', () => {
    expect(PERMISSION_NAMES).toEqual(catalogPermissions().map((permission) => permission.name));
  });
});
