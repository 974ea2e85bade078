import { NOTIFICATION_TYPES, type WorkOrderSnapshot } from '@px/contracts';
import {
  DEFAULT_RULES,
  recipientsOf,
  workOrderNotificationText,
} from '../src/domain/notification-rules';

const order: WorkOrderSnapshot = {
  id: 'o1',
  number: 'WO-000042',
  title: 'Cambio de aceite',
  status: 'in_progress',
  priority: 'normal',
  customer_id: 'c1',
  customer_name: 'Ana López',
  vehicle_id: 'v1',
  license_plate: '1234 BBB',
  assigned_employee_id: 'e-mech',
  created_by: 'u-advisor',
  odometer_in_km: 1000,
  odometer_out_km: null,
  created_at: '2026-11-21T10:00:00.000Z',
  completed_at: null,
  deleted: false,
  total_planned_hours: 1,
  total_cents: 5000,
  lines: [],
  version: 7,
};

describe('notification rules', () => {
  it('has a default rule for every SPEC type, the work-order ones raised today', () => {
    expect(Object.keys(DEFAULT_RULES).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(DEFAULT_RULES.work_order_assigned.recipients.assignee).toBe(true);
    expect(DEFAULT_RULES.work_order_completed.recipients.advisor).toBe(true);
    expect(DEFAULT_RULES.inventory_low_stock).toMatchObject({
      available: false,
      recipients: { roles: ['recambios'] },
    });
  });

  it('notifies the people the rule names, each once, never the one who acted', () => {
    const involved = { assignee: 'e1', advisor: 'e2', byRole: ['e2', 'e3'], actor: null };
    expect(recipientsOf({ assignee: true, advisor: false, roles: [] }, involved)).toEqual([
      'e1',
      'e2',
      'e3',
    ]);
    expect(
      recipientsOf({ assignee: true, advisor: true, roles: [] }, { ...involved, byRole: [] }),
    ).toEqual(['e1', 'e2']);
    expect(
      recipientsOf(
        { assignee: true, advisor: true, roles: [] },
        { ...involved, byRole: [], actor: 'e1' },
      ),
    ).toEqual(['e2']);
    expect(
      recipientsOf(
        { assignee: false, advisor: false, roles: [] },
        { assignee: 'e1', advisor: null, byRole: [], actor: null },
      ),
    ).toEqual([]);
  });

  it('writes what happened in Spanish, linking to the order, one key per order version and type', () => {
    expect(workOrderNotificationText('work_order_assigned', order)).toEqual({
      title: 'Orden WO-000042 asignada',
      message: 'Cambio de aceite · 1234 BBB · Ana López',
      link: '/orders/o1',
      dedupeKey: 'work_order_assigned:o1:v7',
    });
    expect(
      workOrderNotificationText('work_order_updated', order, { toStatus: 'on_hold' }).title,
    ).toBe('Orden WO-000042: en espera');
    expect(
      workOrderNotificationText('work_order_updated', order, {
        changed: ['diagnosis', 'promised_at', 'unknown_field'],
      }).message,
    ).toBe(
      'Cambio de aceite · 1234 BBB · Ana López. Estado: en curso. Cambios en: diagnóstico, fecha prometida.',
    );
    const completed = workOrderNotificationText('work_order_completed', {
      ...order,
      license_plate: null,
    });
    expect(completed.message).toBe(
      'Cambio de aceite · Ana López. El vehículo está listo para entregar.',
    );
    expect(completed.dedupeKey).not.toBe(
      workOrderNotificationText('work_order_updated', order).dedupeKey,
    );
  });
});
