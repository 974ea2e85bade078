import { type WorkOrderStatus } from '@px/contracts';
import {
  type LineProgress,
  type TransitionOrder,
  cancelRefusal,
  decideTransition,
  deletionRefusal,
  deliveryOdometerRefusal,
  estimateRefusal,
  reopenRefusal,
  unfinishedLinesRefusal,
} from '../src/domain/work-order-transition';

const NOW = new Date('2026-11-23T10:00:00Z');
const EARLIER = new Date('2026-11-20T08:00:00Z');

const order = (fields: Partial<TransitionOrder> = {}): TransitionOrder => ({
  status: 'open',
  estimateDecision: 'accepted',
  vehicleId: 'vehicle-1',
  odometerInKm: 120_000,
  odometerOutKm: 120_150,
  startedAt: null,
  completedAt: null,
  ...fields,
});

const labor = (id: string, finished: boolean): LineProgress => ({
  id,
  type: 'labor',
  finishedAt: finished ? EARLIER : null,
});

const ALL = { canReopen: true, canManage: true };
const MECHANIC = { canReopen: false, canManage: false };

describe('reopening needs the reopen permission', () => {
  it('refuses a reopening without it, in Spanish (403)', () => {
    expect(reopenRefusal('completed', 'in_progress', { canReopen: false })).toEqual({
      kind: 'forbidden',
      message: 'Solo el jefe de taller o un administrador puede reabrir una orden.',
    });
  });

  it('allows it with the permission, and says nothing about other moves', () => {
    expect(reopenRefusal('completed', 'in_progress', { canReopen: true })).toBeNull();
    expect(reopenRefusal('on_hold', 'in_progress', { canReopen: false })).toBeNull();
  });
});

describe('cancelling needs orders.update', () => {
  it('refuses a mechanic (403)', () => {
    expect(cancelRefusal('cancelled', { canManage: false })).toEqual({
      kind: 'forbidden',
      message: 'No tienes permisos para cancelar órdenes.',
    });
  });

  it('allows a manager, and other moves to anyone', () => {
    expect(cancelRefusal('cancelled', { canManage: true })).toBeNull();
    expect(cancelRefusal('on_hold', { canManage: false })).toBeNull();
  });
});

describe('work starts only after the estimate is decided (RD 1457/1986)', () => {
  it('refuses starting without a decision (409 with the move)', () => {
    expect(estimateRefusal(order({ estimateDecision: null }), 'in_progress')).toEqual({
      kind: 'conflict',
      message:
        'Antes de empezar el trabajo registra si el cliente acepta el presupuesto o renuncia a él.',
      details: { status: 'open', requested: 'in_progress' },
    });
  });

  it('allows starting once accepted or renounced, and other moves without one', () => {
    expect(estimateRefusal(order({ estimateDecision: 'accepted' }), 'in_progress')).toBeNull();
    expect(estimateRefusal(order({ estimateDecision: 'renounced' }), 'in_progress')).toBeNull();
    expect(estimateRefusal(order({ estimateDecision: null }), 'on_hold')).toBeNull();
  });
});

describe('an order completes only with its labor finished', () => {
  it('counts the unfinished labor lines and lists them (409)', () => {
    const lines = [labor('a', false), labor('b', true), labor('c', false)];
    expect(unfinishedLinesRefusal(order({ status: 'in_progress' }), lines, 'completed')).toEqual({
      kind: 'conflict',
      message:
        'Quedan 2 líneas de mano de obra sin terminar: márcalas como terminadas o elimínalas.',
      details: { status: 'in_progress', requested: 'completed', unfinished_lines: ['a', 'c'] },
    });
  });

  it('says "línea" for one', () => {
    expect(unfinishedLinesRefusal(order(), [labor('a', false)], 'completed')).toMatchObject({
      message:
        'Quedan 1 línea de mano de obra sin terminar: márcalas como terminadas o elimínalas.',
    });
  });

  it('ignores parts and fees, finished labor and other moves', () => {
    const lines: LineProgress[] = [
      { id: 'p', type: 'part', finishedAt: null },
      { id: 'f', type: 'fee', finishedAt: null },
      labor('a', true),
    ];
    expect(unfinishedLinesRefusal(order(), lines, 'completed')).toBeNull();
    expect(unfinishedLinesRefusal(order(), [labor('a', false)], 'on_hold')).toBeNull();
  });
});

describe('an order with a vehicle completes with the odometer at delivery', () => {
  it('asks for the reading when there is none (400 required)', () => {
    expect(deliveryOdometerRefusal(order({ odometerOutKm: null }), 'completed')).toEqual({
      kind: 'invalid',
      field: 'odometer_out_km',
      code: 'required',
      message: 'Indica los kilómetros del vehículo a la entrega.',
    });
  });

  it('refuses a reading below the one at reception (400 odometer)', () => {
    expect(
      deliveryOdometerRefusal(order({ odometerInKm: 1000, odometerOutKm: 999 }), 'completed'),
    ).toEqual({
      kind: 'invalid',
      field: 'odometer_out_km',
      code: 'odometer',
      message: 'Los kilómetros de salida no pueden ser menos que los de entrada.',
    });
  });

  it('allows an equal or higher reading, no reading without a vehicle, and other moves', () => {
    expect(
      deliveryOdometerRefusal(order({ odometerInKm: 1000, odometerOutKm: 1000 }), 'completed'),
    ).toBeNull();
    expect(
      deliveryOdometerRefusal(order({ odometerInKm: null, odometerOutKm: 5 }), 'completed'),
    ).toBeNull();
    expect(
      deliveryOdometerRefusal(order({ vehicleId: null, odometerOutKm: null }), 'completed'),
    ).toBeNull();
    expect(deliveryOdometerRefusal(order({ odometerOutKm: null }), 'on_hold')).toBeNull();
  });
});

describe('deciding a move', () => {
  it('does nothing when the order is already there', () => {
    expect(decideTransition(order(), [], 'open', null, MECHANIC, NOW)).toEqual({ kind: 'same' });
  });

  it('refuses an illegal move and a reopening without reason as 409s with the move', () => {
    expect(decideTransition(order(), [], 'completed', null, ALL, NOW)).toEqual({
      kind: 'refused',
      refusal: {
        kind: 'conflict',
        message: 'No se puede pasar una orden de «Abierta» a «Completada».',
        details: { status: 'open', requested: 'completed' },
      },
    });
    expect(
      decideTransition(order({ status: 'completed' }), [], 'in_progress', ' ', ALL, NOW),
    ).toEqual({
      kind: 'refused',
      refusal: {
        kind: 'conflict',
        message: 'Para reabrir una orden completada indica el motivo.',
        details: { status: 'completed', requested: 'in_progress' },
      },
    });
  });

  it('checks the state machine before the permissions, and those before the order’s facts', () => {
    // A reopening without a reason by someone who may not reopen: the reason is asked first.
    expect(
      decideTransition(order({ status: 'completed' }), [], 'in_progress', null, MECHANIC, NOW),
    ).toMatchObject({ refusal: { kind: 'conflict' } });
    expect(
      decideTransition(order({ status: 'completed' }), [], 'in_progress', 'Ruido', MECHANIC, NOW),
    ).toMatchObject({ refusal: { kind: 'forbidden' } });
    // Unfinished labor is reported before a missing odometer reading.
    expect(
      decideTransition(
        order({ status: 'in_progress', odometerOutKm: null }),
        [labor('a', false)],
        'completed',
        null,
        ALL,
        NOW,
      ),
    ).toMatchObject({ refusal: { kind: 'conflict', details: { unfinished_lines: ['a'] } } });
  });

  it('dates the first start, keeps a later one, completes and reopens', () => {
    const started = decideTransition(order(), [], 'in_progress', null, MECHANIC, NOW);
    expect(started).toEqual({
      kind: 'moved',
      transition: { from: 'open', to: 'in_progress', reason: null },
      set: { status: 'in_progress', startedAt: NOW, completedAt: null },
    });
    const resumed = decideTransition(
      order({ status: 'on_hold', startedAt: EARLIER }),
      [],
      'in_progress',
      '  ',
      MECHANIC,
      NOW,
    );
    expect(resumed).toMatchObject({ set: { startedAt: EARLIER }, transition: { reason: null } });
    const completed = decideTransition(
      order({ status: 'in_progress', startedAt: EARLIER }),
      [labor('a', true)],
      'completed',
      null,
      MECHANIC,
      NOW,
    );
    expect(completed).toMatchObject({
      set: { status: 'completed', startedAt: EARLIER, completedAt: NOW },
    });
    const reopened = decideTransition(
      order({ status: 'completed', startedAt: EARLIER, completedAt: EARLIER }),
      [],
      'in_progress',
      '  Vuelve el ruido ',
      ALL,
      NOW,
    );
    expect(reopened).toEqual({
      kind: 'moved',
      transition: { from: 'completed', to: 'in_progress', reason: 'Vuelve el ruido' },
      set: { status: 'in_progress', startedAt: EARLIER, completedAt: null },
    });
  });

  it('lets a mechanic move their order through the legal non-managing moves', () => {
    const moves: [WorkOrderStatus, WorkOrderStatus][] = [
      ['open', 'on_hold'],
      ['on_hold', 'in_progress'],
      ['in_progress', 'on_hold'],
    ];
    for (const [from, to] of moves) {
      expect(decideTransition(order({ status: from }), [], to, null, MECHANIC, NOW).kind).toBe(
        'moved',
      );
    }
    expect(
      decideTransition(order({ status: 'in_progress' }), [], 'cancelled', null, MECHANIC, NOW),
    ).toMatchObject({ refusal: { kind: 'forbidden' } });
  });
});

describe('deleting an order', () => {
  it('is only for an open order never started', () => {
    expect(deletionRefusal({ status: 'open', startedAt: null })).toBeNull();
  });

  it('refuses anything that started or moved on (409: cancel it instead)', () => {
    const refusal = {
      kind: 'conflict',
      message:
        'Solo se puede eliminar una orden abierta en la que no se ha trabajado: cancélala en su lugar.',
    };
    expect(deletionRefusal({ status: 'open', startedAt: EARLIER })).toEqual({
      ...refusal,
      details: { status: 'open' },
    });
    for (const status of ['in_progress', 'on_hold', 'completed', 'cancelled'] as const) {
      expect(deletionRefusal({ status, startedAt: null })).toEqual({
        ...refusal,
        details: { status },
      });
    }
  });
});
