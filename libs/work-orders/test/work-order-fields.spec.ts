import {
  type EditableOrder,
  type PartyAnswers,
  WORKER_FIELDS,
  assignRefusal,
  estimateChannelOf,
  orderFieldChanges,
  partiesRefusal,
  workerFieldsRefusal,
} from '../src/domain/work-order-fields';
import { staleVersionRefusal } from '../src/domain/work-order-refusal';

const NOW = new Date('2026-11-23T10:00:00Z');

const order = (fields: Partial<EditableOrder> = {}): EditableOrder => ({
  title: 'Revisión',
  complaint: '',
  requestedWork: '',
  diagnosis: '',
  priority: 'normal',
  odometerInKm: null,
  odometerOutKm: null,
  promisedAt: null,
  estimateDecision: null,
  estimateDecidedAt: null,
  estimateChannel: null,
  ...fields,
});

describe('an order’s field changes', () => {
  it('applies only the fields sent and names those that changed', () => {
    const current = order({ title: 'Revisión', priority: 'normal' });
    const { next, changed } = orderFieldChanges(
      current,
      { title: 'Revisión', priority: 'urgent', diagnosis: 'Junta de culata', odometer_in_km: 10 },
      NOW,
    );
    expect(changed).toEqual(['diagnosis', 'priority', 'odometer_in_km']);
    expect(next).toEqual({
      ...current,
      priority: 'urgent',
      diagnosis: 'Junta de culata',
      odometerInKm: 10,
    });
    expect(current.priority).toBe('normal'); // the input is not changed
  });

  it('compares the promised date by its instant, and clears it with null', () => {
    const promised = order({ promisedAt: new Date('2026-12-01T09:00:00.000Z') });
    expect(
      orderFieldChanges(promised, { promised_at: '2026-12-01T09:00:00Z' }, NOW).changed,
    ).toEqual([]);
    const cleared = orderFieldChanges(promised, { promised_at: null }, NOW);
    expect(cleared).toMatchObject({ changed: ['promised_at'], next: { promisedAt: null } });
  });

  it('dates a new estimate decision, keeps the date of an unchanged one, clears it with the decision', () => {
    const decided = orderFieldChanges(order(), { estimate_decision: 'accepted' }, NOW);
    expect(decided).toEqual({
      changed: ['estimate_decision'],
      next: order({
        estimateDecision: 'accepted',
        estimateDecidedAt: NOW,
        estimateChannel: 'in_person',
      }),
    });
    const earlier = new Date('2026-11-01T00:00:00Z');
    const same = orderFieldChanges(
      order({ estimateDecision: 'accepted', estimateDecidedAt: earlier, estimateChannel: 'phone' }),
      { estimate_decision: 'accepted' },
      NOW,
    );
    expect(same).toMatchObject({ changed: [], next: { estimateDecidedAt: earlier } });
    const withdrawn = orderFieldChanges(
      order({ estimateDecision: 'accepted', estimateDecidedAt: earlier, estimateChannel: 'phone' }),
      { estimate_decision: null },
      NOW,
    );
    expect(withdrawn).toMatchObject({
      changed: ['estimate_decision'],
      next: { estimateDecision: null, estimateDecidedAt: null, estimateChannel: null },
    });
  });

  it('records the channel sent with a decision, and no channel without one', () => {
    expect(
      orderFieldChanges(
        order(),
        { estimate_decision: 'renounced', estimate_channel: 'signed_document' },
        NOW,
      ).next,
    ).toMatchObject({ estimateDecision: 'renounced', estimateChannel: 'signed_document' });
    expect(orderFieldChanges(order(), { estimate_channel: 'email' }, NOW)).toMatchObject({
      changed: ['estimate_channel'],
      next: { estimateChannel: null },
    });
  });
});

describe('the estimate’s channel', () => {
  it('is in person by default once decided, and none without a decision', () => {
    expect(estimateChannelOf('accepted', null)).toBe('in_person');
    expect(estimateChannelOf('accepted', 'phone')).toBe('phone');
    expect(estimateChannelOf(null, 'phone')).toBeNull();
  });
});

describe('assigning an order', () => {
  it('needs orders.assign (403)', () => {
    expect(assignRefusal({ canAssign: false }, true)).toEqual({
      kind: 'forbidden',
      message: 'No tienes permisos para asignar órdenes.',
    });
    expect(assignRefusal({ canAssign: true }, true)).toBeNull();
    expect(assignRefusal({ canAssign: false }, false)).toBeNull();
  });
});

describe('what a mechanic may change on their order', () => {
  it('is the diagnosis and the odometer at delivery', () => {
    expect([...WORKER_FIELDS]).toEqual(['diagnosis', 'odometer_out_km']);
    expect(workerFieldsRefusal({ canManage: false }, ['diagnosis', 'odometer_out_km'])).toBeNull();
    expect(workerFieldsRefusal({ canManage: false }, [])).toBeNull();
  });

  it('refuses anything else (403), which a manager may change', () => {
    expect(workerFieldsRefusal({ canManage: false }, ['diagnosis', 'title'])).toEqual({
      kind: 'forbidden',
      message:
        'En tus órdenes solo puedes cambiar el estado, el diagnóstico y los kilómetros de salida.',
    });
    expect(workerFieldsRefusal({ canManage: true }, ['title', 'customer_id'])).toBeNull();
  });
});

describe('what an order points to', () => {
  const parties = (answers: Partial<PartyAnswers> = {}): PartyAnswers => ({
    customerId: 'customer-1',
    customerFound: true,
    vehicleId: 'vehicle-1',
    vehicle: { customer_id: 'customer-1', license_plate: '1234 BBB' },
    assigneeId: 'employee-1',
    assigneeActive: true,
    ...answers,
  });

  it('allows an existing customer, their vehicle and an active assignee, or none of the last two', () => {
    expect(partiesRefusal(parties())).toBeNull();
    expect(
      partiesRefusal(parties({ vehicleId: null, vehicle: null, assigneeId: null })),
    ).toBeNull();
  });

  it('refuses an unknown customer, vehicle or assignee (404)', () => {
    expect(partiesRefusal(parties({ customerFound: false }))).toEqual({
      kind: 'not_found',
      message: 'El cliente indicado no existe.',
    });
    expect(partiesRefusal(parties({ vehicle: null }))).toEqual({
      kind: 'not_found',
      message: 'El vehículo indicado no existe.',
    });
    expect(partiesRefusal(parties({ assigneeActive: false }))).toEqual({
      kind: 'not_found',
      message: 'El empleado indicado no existe o está de baja.',
    });
  });

  it('refuses another customer’s vehicle (400 on vehicle_id)', () => {
    expect(
      partiesRefusal(
        parties({ vehicle: { customer_id: 'customer-2', license_plate: '1234 BBB' } }),
      ),
    ).toEqual({
      kind: 'invalid',
      field: 'vehicle_id',
      code: 'vehicle_not_owned',
      message: 'El vehículo 1234 BBB no pertenece a este cliente.',
    });
  });

  it('reports the customer first, then the vehicle, then the assignee', () => {
    expect(
      partiesRefusal(parties({ customerFound: false, vehicle: null, assigneeActive: false })),
    ).toMatchObject({ message: 'El cliente indicado no existe.' });
    expect(partiesRefusal(parties({ vehicle: null, assigneeActive: false }))).toMatchObject({
      message: 'El vehículo indicado no existe.',
    });
  });
});

describe('a stale version', () => {
  it('is refused with the current version when the client sent an older one', () => {
    expect(staleVersionRefusal(3, 2)).toEqual({ kind: 'stale', currentVersion: 3 });
    expect(staleVersionRefusal(3, 3)).toBeNull();
    expect(staleVersionRefusal(3, null)).toBeNull();
  });
});
