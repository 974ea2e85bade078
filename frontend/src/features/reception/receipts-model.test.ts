import type { ReceiptPhotoView } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECEIPT_PAGE_SIZE,
  DELIVERY_FIELD_MAP,
  RECEIPT_STATUS_COLORS,
  deliveryDefaults,
  deliveryInput,
  fuelText,
  isCalendarDay,
  isReceiptListFiltered,
  isReceiptStatus,
  photosByMark,
  receiptActionsOf,
  receiptListQueryOf,
  receiptListStateOf,
  receiptPageChange,
  receiptPhotoPath,
  receiptStatusMessageId,
  showsStorageFrom,
} from './receipts-model';

const params = (query: string) => new URLSearchParams(query);

describe('receipt statuses', () => {
  it('labels and colours every status', () => {
    expect(receiptStatusMessageId('received')).toBe('reception.receipts.status.received');
    expect(receiptStatusMessageId('delivered')).toBe('reception.receipts.status.delivered');
    expect(RECEIPT_STATUS_COLORS).toEqual({
      received: 'blue',
      ready: 'green',
      delivered: 'default',
    });
  });

  it('recognises the statuses only', () => {
    expect(isReceiptStatus('ready')).toBe(true);
    expect(isReceiptStatus('cancelled')).toBe(false);
    expect(isReceiptStatus(null)).toBe(false);
  });
});

describe('fuelText', () => {
  it('writes the gauge in eighths', () => {
    expect(fuelText(3)).toBe('3/8');
    expect(fuelText(0)).toBe('0/8');
    expect(fuelText(8)).toBe('8/8');
  });

  it('keeps odd values inside the gauge and shows a dash without one', () => {
    expect(fuelText(11)).toBe('8/8');
    expect(fuelText(-1)).toBe('0/8');
    expect(fuelText(2.6)).toBe('3/8');
    expect(fuelText(null)).toBe('—');
    expect(fuelText(Number.NaN)).toBe('—');
  });
});

describe('the list state in the address', () => {
  it('has the first page and no filters by default', () => {
    expect(receiptListStateOf(params(''))).toEqual({
      status: undefined,
      q: '',
      from: undefined,
      to: undefined,
      page: 1,
      limit: DEFAULT_RECEIPT_PAGE_SIZE,
    });
  });

  it('reads every filter, the page and the page size', () => {
    expect(
      receiptListStateOf(
        params('status=ready&q=%201234%20BCD%20&from=2026-03-01&to=2026-03-31&page=3&limit=50'),
      ),
    ).toEqual({
      status: 'ready',
      q: '1234 BCD',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 3,
      limit: 50,
    });
  });

  it('ignores what is not valid', () => {
    expect(
      receiptListStateOf(params('status=lost&from=2026-02-30&to=31/03/2026&page=-2&limit=7')),
    ).toEqual({
      status: undefined,
      q: '',
      from: undefined,
      to: undefined,
      page: 1,
      limit: DEFAULT_RECEIPT_PAGE_SIZE,
    });
    expect(receiptListStateOf(params('page=abc')).page).toBe(1);
    expect(receiptListStateOf(params('page=2.7')).page).toBe(2);
  });

  it('puts a backwards range right', () => {
    const state = receiptListStateOf(params('from=2026-04-10&to=2026-04-01'));
    expect([state.from, state.to]).toEqual(['2026-04-01', '2026-04-10']);
  });

  it('caps the search at the server limit', () => {
    expect(receiptListStateOf(params(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('asks the server with the filters given only', () => {
    expect(receiptListQueryOf(receiptListStateOf(params('')))).toEqual({ page: 1, limit: 20 });
    expect(
      receiptListQueryOf(receiptListStateOf(params('status=received&q=garcia&to=2026-05-02'))),
    ).toEqual({ page: 1, limit: 20, status: 'received', q: 'garcia', to: '2026-05-02' });
  });

  it('knows when a filter narrows the list', () => {
    expect(isReceiptListFiltered(receiptListStateOf(params('page=2&limit=50')))).toBe(false);
    expect(isReceiptListFiltered(receiptListStateOf(params('q=R-2026')))).toBe(true);
    expect(isReceiptListFiltered(receiptListStateOf(params('from=2026-01-01')))).toBe(true);
    expect(isReceiptListFiltered(receiptListStateOf(params('status=delivered')))).toBe(true);
  });

  it('keeps the defaults out of the address when paging', () => {
    expect(receiptPageChange({ limit: 20 }, 3, 20)).toEqual({ page: '3', limit: undefined });
    expect(receiptPageChange({ limit: 20 }, 1, 20)).toEqual({ page: undefined, limit: undefined });
    // A new page size starts again at the first page.
    expect(receiptPageChange({ limit: 20 }, 4, 50)).toEqual({ page: undefined, limit: '50' });
  });

  it('checks calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-1-01')).toBe(false);
    expect(isCalendarDay(null)).toBe(false);
  });
});

describe('one receipt', () => {
  it('offers the actions of each status', () => {
    expect(receiptActionsOf('received')).toEqual({
      markReady: true,
      deliver: true,
      deliveryRecord: false,
    });
    expect(receiptActionsOf('ready')).toEqual({
      markReady: false,
      deliver: true,
      deliveryRecord: false,
    });
    expect(receiptActionsOf('delivered')).toEqual({
      markReady: false,
      deliver: false,
      deliveryRecord: true,
    });
  });

  it('addresses its photos and counts them by mark', () => {
    expect(receiptPhotoPath('r1', 'p1')).toBe('/api/customer-receipts/r1/photos/p1');
    const photo = (id: string, damage_id: string | null) => ({ id, damage_id }) as ReceiptPhotoView;
    expect(
      photosByMark([photo('1', 'a'), photo('2', null), photo('3', 'a'), photo('4', 'b')]),
    ).toEqual({ a: 2, b: 1 });
  });

  it('shows the storage day while the car is ready only', () => {
    expect(showsStorageFrom({ status: 'ready', storage_charged_from: '2026-05-07' })).toBe(true);
    expect(showsStorageFrom({ status: 'ready', storage_charged_from: null })).toBe(false);
    expect(showsStorageFrom({ status: 'delivered', storage_charged_from: '2026-05-07' })).toBe(
      false,
    );
  });
});

describe('delivery', () => {
  it('starts from the km at reception and the customer', () => {
    expect(deliveryDefaults({ odometer_km: 125400, customer_name: 'Ana García' })).toEqual({
      odometer_km: 125400,
      notes: '',
      signer_name: 'Ana García',
      signature: null,
    });
  });

  it('builds the request body', () => {
    const strokes = [{ points: [{ x: 1, y: 2, time: 3 }] }];
    expect(
      deliveryInput({
        odometer_km: 125410,
        notes: '  Lavado incluido ',
        signer_name: ' Luis Pérez ',
        signature: { strokes, png: 'data:image/png;base64,AAA' },
      }),
    ).toEqual({
      odometer_km: 125410,
      notes: 'Lavado incluido',
      signature: { strokes, png: 'data:image/png;base64,AAA', signer_name: 'Luis Pérez' },
    });
  });

  it('leaves empty observations out', () => {
    const input = deliveryInput({
      odometer_km: 10,
      notes: '   ',
      signer_name: 'Ana',
      signature: { strokes: [], png: 'data:image/png;base64,AAA' },
    });
    expect(input).not.toHaveProperty('notes');
  });

  it('puts the server field errors on the form fields', () => {
    expect(DELIVERY_FIELD_MAP['signature.signer_name']).toBe('signer_name');
    expect(DELIVERY_FIELD_MAP['signature.png']).toBe('signature');
    expect(DELIVERY_FIELD_MAP['signature.strokes']).toBe('signature');
    expect(DELIVERY_FIELD_MAP.odometer_km).toBe('odometer_km');
  });
});
