import type { SparePartRequestView, WorkOrderStockLine } from '@px/contracts';
import { SPARE_PART_REQUEST_STATUSES } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import es from './i18n/es.json';
import en from './i18n/en.json';
import {
  ACTION_MESSAGE_IDS,
  BOARD_STATUSES,
  CLOSED_STATUSES,
  REQUEST_STATUS_COLORS,
  eurosToCents,
  formatQuantity,
  isClosedStatus,
  prefillFromStockLine,
  quantityPrecision,
  quantityProblem,
  requestActions,
  requestSteps,
  requestsAddressOf,
  shortLines,
  statusSince,
  withRequestsAddress,
} from './model';

const ID = '6f1c2b8e-3d4a-4c5b-9e6f-7a8b9c0d1e2f';

function request(overrides: Partial<SparePartRequestView> = {}): SparePartRequestView {
  return {
    id: ID,
    work_order_id: 'wo-1',
    work_order_number: 'WO-000123',
    work_order_line_id: null,
    part_id: 'part-1',
    part_reference: 'PAST-1',
    description: 'Pastillas de freno',
    quantity: 4,
    unit: 'ud',
    note: null,
    status: 'requested',
    requested_by: 'user-1',
    requested_by_name: 'Carlos López',
    purchase_order_id: null,
    purchase_order_number: null,
    rejection_reason: null,
    requested_at: '2026-03-02T08:00:00.000Z',
    approved_at: null,
    ordered_at: null,
    received_at: null,
    delivered_at: null,
    closed_at: null,
    version: 1,
    ...overrides,
  };
}

function stockLine(overrides: Partial<WorkOrderStockLine> = {}): WorkOrderStockLine {
  return {
    work_order_line_id: 'line-1',
    part_id: 'part-1',
    reference: 'FIL-1',
    name: 'Filtro de aceite',
    unit: 'ud',
    quantity: 3,
    reserved: 1,
    consumed: 0,
    short: 2,
    available: 0,
    ...overrides,
  };
}

describe('statuses', () => {
  it('splits every status between the board and the closed list', () => {
    expect([...BOARD_STATUSES, ...CLOSED_STATUSES].sort()).toEqual(
      [...SPARE_PART_REQUEST_STATUSES].sort(),
    );
    expect(BOARD_STATUSES).toEqual(['requested', 'approved', 'ordered', 'received']);
    expect(CLOSED_STATUSES.every(isClosedStatus)).toBe(true);
    expect(BOARD_STATUSES.some(isClosedStatus)).toBe(false);
  });

  it('labels and colours every status in both languages, columns included', () => {
    for (const status of SPARE_PART_REQUEST_STATUSES) {
      expect(REQUEST_STATUS_COLORS[status]).toBeTruthy();
      expect(es[`spareParts.status.${status}` as keyof typeof es]).toBeTruthy();
      expect(en[`spareParts.status.${status}` as keyof typeof en]).toBeTruthy();
    }
    for (const status of BOARD_STATUSES) {
      expect(es[`spareParts.column.${status}` as keyof typeof es]).toBeTruthy();
      expect(es[`spareParts.column.empty.${status}` as keyof typeof es]).toBeTruthy();
    }
    expect(es['spareParts.status.received']).toBe('Recibida');
    expect(es['spareParts.title']).toBe('Solicitudes de recambios');
  });

  it('has the same keys in Spanish and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const id of Object.values(ACTION_MESSAGE_IDS)) expect(es).toHaveProperty(id);
  });
});

describe('requestActions', () => {
  const desk = { desk: true, canCreate: true };
  const mechanic = { desk: false, canCreate: true };

  it('gives the desk the steps the state machine allows, main one first', () => {
    expect(requestActions('requested', desk)).toEqual([
      'approve',
      'order',
      'serve',
      'reject',
      'cancel',
    ]);
    expect(requestActions('approved', desk)).toEqual(['order', 'serve', 'reject', 'cancel']);
    expect(requestActions('ordered', desk)).toEqual(['cancel']);
    expect(requestActions('received', desk)).toEqual(['deliver']);
    for (const status of CLOSED_STATUSES) expect(requestActions(status, desk)).toEqual([]);
  });

  it('lets a requester cancel only before the desk orders it', () => {
    expect(requestActions('requested', mechanic)).toEqual(['cancel']);
    expect(requestActions('approved', mechanic)).toEqual(['cancel']);
    expect(requestActions('ordered', mechanic)).toEqual([]);
    expect(requestActions('received', mechanic)).toEqual([]);
  });

  it('offers no cancel without the permission to ask', () => {
    expect(requestActions('requested', { desk: true, canCreate: false })).not.toContain('cancel');
    expect(requestActions('requested', { desk: false, canCreate: false })).toEqual([]);
  });
});

describe('quantities', () => {
  it('reads them with their unit in Spanish and English', () => {
    expect(formatQuantity(4, 'ud')).toBe('4 ud.');
    expect(formatQuantity(2.5, 'l')).toBe('2,5 l');
    expect(formatQuantity(2.5, 'l', 'en')).toBe('2.5 l');
    expect(formatQuantity(1234.125, 'kg')).toBe('1234,125 kg');
  });

  it('takes whole numbers for units and three decimals otherwise', () => {
    expect(quantityPrecision('ud')).toBe(0);
    expect(quantityPrecision('l')).toBe(3);
  });

  it('checks them like the API', () => {
    expect(quantityProblem(null, 'ud')).toBe('spareParts.form.quantityRequired');
    expect(quantityProblem(undefined, 'ud')).toBe('spareParts.form.quantityRequired');
    expect(quantityProblem(0, 'ud')).toBe('spareParts.form.quantityPositive');
    expect(quantityProblem(-1, 'l')).toBe('spareParts.form.quantityPositive');
    expect(quantityProblem(100_001, 'l')).toBe('spareParts.form.quantityMax');
    expect(quantityProblem(0.0001, 'l')).toBe('spareParts.form.quantityDecimals');
    expect(quantityProblem(1.5, 'ud')).toBe('spareParts.form.quantityWhole');
    expect(quantityProblem(1.5, 'l')).toBeNull();
    expect(quantityProblem(4, 'ud')).toBeNull();
    for (const id of [
      'spareParts.form.quantityRequired',
      'spareParts.form.quantityPositive',
      'spareParts.form.quantityMax',
      'spareParts.form.quantityDecimals',
      'spareParts.form.quantityWhole',
    ]) {
      expect(es).toHaveProperty(id);
    }
  });

  it('turns euros typed into cents', () => {
    expect(eurosToCents(18.5)).toBe(1850);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(null)).toBeNull();
    expect(eurosToCents(undefined)).toBeNull();
  });
});

describe('a request over time', () => {
  it('counts "hace…" from when it reached its status', () => {
    expect(statusSince(request())).toBe('2026-03-02T08:00:00.000Z');
    expect(
      statusSince(
        request({
          status: 'ordered',
          approved_at: '2026-03-02T08:05:00.000Z',
          ordered_at: '2026-03-02T08:10:00.000Z',
        }),
      ),
    ).toBe('2026-03-02T08:10:00.000Z');
    expect(
      statusSince(request({ status: 'rejected', closed_at: '2026-03-02T09:00:00.000Z' })),
    ).toBe('2026-03-02T09:00:00.000Z');
  });

  it('lists its steps oldest first', () => {
    const steps = requestSteps(
      request({
        status: 'delivered',
        approved_at: '2026-03-02T08:05:00.000Z',
        ordered_at: '2026-03-02T08:10:00.000Z',
        received_at: '2026-03-03T10:00:00.000Z',
        delivered_at: '2026-03-03T11:00:00.000Z',
        closed_at: '2026-03-03T11:00:00.000Z',
      }),
    );
    expect(steps.map((step) => step.status)).toEqual([
      'requested',
      'approved',
      'ordered',
      'received',
      'delivered',
    ]);
    const cancelled = requestSteps(
      request({ status: 'cancelled', closed_at: '2026-03-02T08:30:00.000Z' }),
    );
    expect(cancelled.map((step) => step.status)).toEqual(['requested', 'cancelled']);
  });
});

describe('the address', () => {
  const params = (query: string) => new URLSearchParams(query);

  it('reads the search, the view, the opened request and the page', () => {
    expect(requestsAddressOf(params(''))).toEqual({
      q: '',
      view: 'open',
      request: null,
      page: 1,
    });
    expect(requestsAddressOf(params(`q=%20filtro%20&view=closed&request=${ID}&page=3`))).toEqual({
      q: 'filtro',
      view: 'closed',
      request: ID,
      page: 3,
    });
  });

  it('ignores what is not a request id or a page', () => {
    const address = requestsAddressOf(params('request=abc&page=-2&view=weird'));
    expect(address).toEqual({ q: '', view: 'open', request: null, page: 1 });
  });

  it('writes changes, leaving defaults out and starting a new search on page 1', () => {
    const start = params(`q=filtro&page=3&request=${ID}`);
    expect(withRequestsAddress(start, { request: null }).toString()).toBe('q=filtro&page=3');
    expect(withRequestsAddress(start, { q: 'freno' }).toString()).toBe(`q=freno&request=${ID}`);
    expect(withRequestsAddress(start, { view: 'closed' }).get('view')).toBe('closed');
    expect(withRequestsAddress(params('view=closed'), { view: 'open' }).toString()).toBe('');
    expect(withRequestsAddress(start, { page: 1 }).has('page')).toBe(false);
    // The original is left alone.
    expect(start.get('page')).toBe('3');
  });
});

describe('the order panel', () => {
  it('prefills a request with the short line: its part and what is missing', () => {
    expect(prefillFromStockLine(stockLine())).toEqual({
      work_order_line_id: 'line-1',
      part: {
        id: 'part-1',
        reference: 'FIL-1',
        name: 'Filtro de aceite',
        unit: 'ud',
        available: 0,
      },
      quantity: 2,
    });
    expect(prefillFromStockLine(stockLine({ short: 0 })).quantity).toBe(3);
  });

  it('finds the lines the shelf cannot cover', () => {
    const lines = [stockLine(), stockLine({ work_order_line_id: 'line-2', short: 0 })];
    expect(shortLines(lines).map((line) => line.work_order_line_id)).toEqual(['line-1']);
  });
});
