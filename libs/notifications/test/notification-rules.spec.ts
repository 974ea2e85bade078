import {
  type AbsenceEventPayload,
  NOTIFICATION_TYPES,
  type WorkOrderSnapshot,
} from '@px/contracts';
import {
  DEFAULT_RULES,
  absenceNotificationText,
  type StoredRule,
  defaultRule,
  isNotificationType,
  missingEmployees,
  recipientRoleProblems,
  recipientsOf,
  toRule,
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
  it('has a default rule for every SPEC type', () => {
    expect(Object.keys(DEFAULT_RULES).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(DEFAULT_RULES.work_order_assigned.recipients.assignee).toBe(true);
    expect(DEFAULT_RULES.work_order_completed.recipients.advisor).toBe(true);
    expect(DEFAULT_RULES.inventory_low_stock).toMatchObject({
      recipients: { roles: ['recambios'] },
    });
  });

  it('shows a type as available exactly when an installed module raises it', () => {
    const raised = new Set(['inventory_low_stock']);
    expect(defaultRule('inventory_low_stock', raised).available).toBe(true);
    expect(defaultRule('work_order_assigned', raised).available).toBe(false);
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

  it('tells managers of an absence request and the worker of its decision, in Spanish', () => {
    const absence: AbsenceEventPayload = {
      absence_id: 'a1',
      employee_id: 'e-mech',
      employee_name: 'Carlos López',
      kind: 'vacation',
      status: 'pending',
      start_date: '2026-08-03',
      end_date: '2026-08-14',
      half_day: null,
      working_days: 10,
      reason: 'Viaje familiar',
      decision_comment: null,
    };
    expect(DEFAULT_RULES.absence_requested.recipients.roles).toEqual([
      'jefe_taller',
      'administracion',
    ]);
    expect(DEFAULT_RULES.absence_decided.recipients.assignee).toBe(true);
    expect(absenceNotificationText('requested', absence)).toEqual({
      title: 'Solicitud de vacaciones: Carlos López',
      message:
        'Carlos López solicita vacaciones del 03/08/2026 al 14/08/2026 (10 días laborables). ' +
        'Motivo: «Viaje familiar». Pendiente de aprobar.',
      link: '/absence-management',
      dedupeKey: 'absence:a1:requested',
    });
    const rejected = absenceNotificationText('rejected', {
      ...absence,
      kind: 'personal',
      start_date: '2026-08-03',
      end_date: '2026-08-03',
      half_day: 'morning',
      working_days: 0.5,
      status: 'rejected',
      decision_comment: 'Hay revisión de flota ese día',
    });
    expect(rejected).toMatchObject({
      title: 'Ausencia rechazada: asuntos propios',
      message:
        'Tu solicitud de asuntos propios el 03/08/2026 por la mañana (0,5 días laborables) ha ' +
        'sido rechazada. Comentario: «Hay revisión de flota ese día».',
      dedupeKey: 'absence:a1:rejected',
    });
    expect(
      absenceNotificationText('approved', {
        ...absence,
        kind: 'sick_leave',
        recorded_for_employee: true,
      }).message,
    ).toBe('Se ha registrado tu baja médica del 03/08/2026 al 14/08/2026 (10 días laborables).');
  });

  it('knows SPEC’s notification types by name', () => {
    for (const type of NOTIFICATION_TYPES) expect(isNotificationType(type)).toBe(true);
    expect(isNotificationType('no_such_type')).toBe(false);
    expect(isNotificationType('')).toBe(false);
  });

  it('answers a rule nobody edited with its defaults, version 0, its roles copied', () => {
    const rule = defaultRule('inventory_low_stock', new Set(['work_order_completed']));
    expect(rule).toEqual({
      type: 'inventory_low_stock',
      description: 'Una referencia baja del stock mínimo',
      available: false,
      enabled: true,
      priority: 'high',
      recipients: { assignee: false, advisor: false, roles: ['recambios'] },
      version: 0,
      updated_at: '1970-01-01T00:00:00.000Z',
    });
    rule.recipients.roles.push('jefe_taller');
    expect(DEFAULT_RULES.inventory_low_stock.recipients.roles).toEqual(['recambios']);
  });

  it('answers a stored rule as edited, with its type’s description', () => {
    const stored: StoredRule = {
      type: 'work_order_completed',
      enabled: false,
      priority: 'urgent',
      version: 3,
      updatedAt: new Date('2026-11-21T10:00:00.000Z'),
      recipients: () => ({ assignee: true, advisor: false, roles: ['recepcion'] }),
    };
    expect(toRule(stored, new Set(['work_order_completed']))).toEqual({
      type: 'work_order_completed',
      description: 'Una orden se termina y el vehículo está listo',
      available: true,
      enabled: false,
      priority: 'urgent',
      recipients: { assignee: true, advisor: false, roles: ['recepcion'] },
      version: 3,
      updated_at: '2026-11-21T10:00:00.000Z',
    });
  });

  it('names a rule’s recipient roles that do not exist', () => {
    expect(recipientRoleProblems([], [])).toEqual([]);
    expect(recipientRoleProblems(['recepcion'], ['recepcion', 'recambios'])).toEqual([]);
    expect(recipientRoleProblems(['recepcion', 'astronauta', 'pirata'], ['recepcion'])).toEqual([
      {
        field: 'recipients.roles',
        code: 'unknownRole',
        message: 'Estos roles no existen: astronauta, pirata.',
      },
    ]);
  });

  it('finds the named employees that do not exist or are no longer active', () => {
    const found = [
      { id: 'e1', active: true },
      { id: 'e2', active: false },
    ];
    expect(missingEmployees(['e1'], found)).toEqual([]);
    expect(missingEmployees(['e3', 'e1', 'e2'], found)).toEqual(['e3', 'e2']);
    expect(missingEmployees([], [])).toEqual([]);
  });
});
