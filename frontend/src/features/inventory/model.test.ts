import {
  PART_CATEGORIES,
  PART_CATEGORY_LABELS,
  PART_CSV_COLUMNS,
  PART_UNITS,
  PART_UNIT_LABELS,
  STOCK_MOVEMENT_KINDS,
  STOCK_MOVEMENT_LABELS,
  type PartView,
  type StockMovementView,
  type SupplierView,
} from '@px/contracts';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import es from './i18n/es.json';
import {
  EMPTY_PART_FORM,
  MINUS,
  adjustmentDefaults,
  adjustmentInput,
  categoryMessageId,
  centsToEuros,
  eurosToCents,
  exceedsAvailable,
  formatAmount,
  formatSignedAmount,
  isPartListFiltered,
  locationText,
  movementDocument,
  movementDocumentLine,
  movementMessageId,
  pageChange,
  partFieldOfServer,
  partFieldsOf,
  partFilterQueryOf,
  partFormValuesOf,
  partListQueryOf,
  partListStateOf,
  partPatchOf,
  partTemplateCsv,
  quantityPrecision,
  quantityProblem,
  roundQuantity,
  stockAfter,
  supplierFieldOfServer,
  supplierFormValuesOf,
  supplierInputOf,
  supplierListQueryOf,
  supplierListStateOf,
  supplierPatchOf,
  tabOf,
  unitMessageId,
  withVatCents,
} from './model';

const params = (query: string) => new URLSearchParams(query);
const PART_ID = '0b8e4a1e-3c1d-4d7a-9a52-6f2f0f3b9c11';

const part: PartView = {
  id: PART_ID,
  reference: 'OC90',
  brand: 'Mahle',
  name: 'Filtro de aceite',
  category: 'filtros',
  barcode: null,
  unit: 'ud',
  cost_cents: 450,
  sale_price_cents: 895,
  vat_percent: 21,
  warehouse: 'Principal',
  shelf: 'A-01',
  min_stock: 4,
  max_stock: 12,
  preferred_supplier_id: null,
  preferred_supplier_name: null,
  active: true,
  on_hand: 5,
  reserved: 2,
  available: 3,
  on_order: 0,
  average_cost_cents: 450,
  stock_value_cents: 2250,
  below_minimum: true,
  last_movement_at: null,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-01T10:00:00Z',
  version: 3,
};

describe('tabs', () => {
  it('opens the tab the address names, if the user may see it', () => {
    expect(tabOf('suppliers', ['parts', 'suppliers'])).toBe('suppliers');
    expect(tabOf('suppliers', ['parts'])).toBe('parts');
    expect(tabOf(null, ['parts', 'suppliers'])).toBe('parts');
    expect(tabOf('nonsense', ['parts', 'suppliers'])).toBe('parts');
    expect(tabOf('parts', [])).toBeNull();
  });
});

describe('money', () => {
  it('turns euros typed into integer cents and back', () => {
    expect(eurosToCents(12.5)).toBe(1250);
    expect(eurosToCents(0.29)).toBe(29);
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(0)).toBe(0);
    expect(eurosToCents(null)).toBeNull();
    expect(eurosToCents(undefined)).toBeNull();
    expect(eurosToCents(Number.NaN)).toBeNull();
    expect(centsToEuros(895)).toBe(8.95);
    expect(centsToEuros(null)).toBeNull();
  });

  it('adds VAT in cents, rounded', () => {
    expect(withVatCents(1000, 21)).toBe(1210);
    expect(withVatCents(895, 21)).toBe(1083);
    expect(withVatCents(999, 10)).toBe(1099);
    expect(withVatCents(1000, 0)).toBe(1000);
  });
});

describe('quantities', () => {
  it('formats amounts in the interface language, up to three decimals', () => {
    expect(formatAmount(1234.5, 'es')).toBe('1.234,5');
    expect(formatAmount(1234.5, 'en')).toBe('1,234.5');
    expect(formatAmount(2.1234, 'es')).toBe('2,123');
    expect(formatAmount(Number.NaN)).toBe('0');
  });

  it('always writes the sign of a movement, with a true minus', () => {
    expect(formatSignedAmount(10)).toBe('+10');
    expect(formatSignedAmount(-2.5)).toBe(`${MINUS}2,5`);
    expect(formatSignedAmount(-2.5, 'en')).toBe('\u22122.5');
    expect(formatSignedAmount(0)).toBe('0');
  });

  it('rounds sums back to three decimals', () => {
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
    expect(roundQuantity(5.0004)).toBe(5);
  });

  it('counts units whole and the rest with three decimals', () => {
    expect(quantityPrecision('ud')).toBe(0);
    expect(quantityPrecision('l')).toBe(3);
  });

  it('checks a typed quantity as the API does', () => {
    expect(quantityProblem(10, 'ud')).toBeNull();
    expect(quantityProblem(2.5, 'l')).toBeNull();
    expect(quantityProblem(null, 'ud')).toBe('inventory.adjust.quantityRequired');
    expect(quantityProblem(0, 'ud')).toBe('inventory.adjust.quantityPositive');
    expect(quantityProblem(-1, 'l')).toBe('inventory.adjust.quantityPositive');
    expect(quantityProblem(100_001, 'ud')).toBe('inventory.adjust.quantityMax');
    expect(quantityProblem(1.2345, 'l')).toBe('inventory.adjust.quantityDecimals');
    expect(quantityProblem(1.5, 'ud')).toBe('inventory.adjust.quantityWhole');
  });
});

describe('labels', () => {
  it('shows the contracts’ Spanish labels and an English one for each', () => {
    for (const category of PART_CATEGORIES) {
      expect(es[categoryMessageId(category) as keyof typeof es]).toBe(
        PART_CATEGORY_LABELS[category],
      );
      expect(en[categoryMessageId(category) as keyof typeof en]).toBeTruthy();
    }
    for (const kind of STOCK_MOVEMENT_KINDS) {
      expect(es[movementMessageId(kind) as keyof typeof es]).toBe(STOCK_MOVEMENT_LABELS[kind]);
      expect(en[movementMessageId(kind) as keyof typeof en]).toBeTruthy();
    }
    for (const unit of PART_UNITS) {
      expect(es[unitMessageId(unit) as keyof typeof es]).toBe(PART_UNIT_LABELS[unit]);
    }
  });

  it('writes the location as warehouse · shelf', () => {
    expect(locationText({ warehouse: 'Principal', shelf: 'E-12' })).toBe('Principal · E-12');
    expect(locationText({ warehouse: 'Furgoneta', shelf: null })).toBe('Furgoneta');
  });

  it('names the document a movement comes from', () => {
    const movement = {
      purchase_order_id: null,
      purchase_order_number: null,
      work_order_id: null,
    } as StockMovementView;
    expect(movementDocument(movement)).toBeNull();
    expect(
      movementDocument({ ...movement, purchase_order_id: 'p1', purchase_order_number: 'PC-1' }),
    ).toEqual({ kind: 'purchase_order', id: 'p1', number: 'PC-1' });
    expect(movementDocument({ ...movement, work_order_id: 'w1' })).toEqual({
      kind: 'work_order',
      id: 'w1',
    });
    const received = {
      ...movement,
      purchase_order_id: 'p1',
      purchase_order_number: 'PC-2026-00073',
    };
    expect(movementDocumentLine({ ...received, reason: 'Pedido PC-2026-00073' })).toBeNull();
    expect(movementDocumentLine({ ...received, reason: 'Recepción parcial' })).toMatchObject({
      number: 'PC-2026-00073',
    });
  });
});

describe('the parts list in the address', () => {
  it('has the first page and no filters by default', () => {
    expect(partListStateOf(params(''))).toEqual({
      q: '',
      category: undefined,
      brand: undefined,
      warehouse: undefined,
      belowMinimum: false,
      includeInactive: false,
      page: 1,
      limit: 20,
      part: null,
    });
  });

  it('reads every filter and ignores what is not valid', () => {
    const state = partListStateOf(
      params(
        `q=%20filtro%20&category=frenos&brand=Bosch&warehouse=Principal&below_minimum=true&include_inactive=1&page=3&limit=50&part=${PART_ID}`,
      ),
    );
    expect(state).toEqual({
      q: 'filtro',
      category: 'frenos',
      brand: 'Bosch',
      warehouse: 'Principal',
      belowMinimum: true,
      includeInactive: true,
      page: 3,
      limit: 50,
      part: PART_ID,
    });
    const odd = partListStateOf(
      params('category=ruedas&below_minimum=yes&page=-2&limit=7&part=12&brand=%20'),
    );
    expect(odd.category).toBeUndefined();
    expect(odd.belowMinimum).toBe(false);
    expect(odd.page).toBe(1);
    expect(odd.limit).toBe(20);
    expect(odd.part).toBeNull();
    expect(odd.brand).toBeUndefined();
  });

  it('asks the API only for the filters set', () => {
    const state = partListStateOf(params('q=oc90&below_minimum=true&page=2'));
    expect(partListQueryOf(state)).toEqual({ q: 'oc90', below_minimum: true, page: 2, limit: 20 });
    expect(partFilterQueryOf(state)).toEqual({ q: 'oc90', below_minimum: true });
    expect(partFilterQueryOf(partListStateOf(params('include_inactive=true')))).toEqual({
      include_inactive: true,
    });
  });

  it('counts filters that narrow the list, not "Ver inactivas"', () => {
    expect(isPartListFiltered(partListStateOf(params('include_inactive=true')))).toBe(false);
    expect(isPartListFiltered(partListStateOf(params('below_minimum=true')))).toBe(true);
    expect(isPartListFiltered(partListStateOf(params('brand=Bosch')))).toBe(true);
  });

  it('keeps default pages and sizes out of the address', () => {
    expect(pageChange(20, 20, 1, 20)).toEqual({ page: undefined, limit: undefined });
    expect(pageChange(20, 20, 3, 20)).toEqual({ page: '3', limit: undefined });
    expect(pageChange(20, 20, 3, 50)).toEqual({ page: undefined, limit: '50' });
  });
});

describe('the suppliers list in the address', () => {
  it('reads the search, "Ver inactivos" and the page', () => {
    const state = supplierListStateOf(params('q=recambios&include_inactive=true&page=2'));
    expect(state).toEqual({ q: 'recambios', includeInactive: true, page: 2, limit: 20 });
    expect(supplierListQueryOf(state)).toEqual({
      q: 'recambios',
      include_inactive: true,
      page: 2,
      limit: 20,
    });
    expect(supplierListQueryOf(supplierListStateOf(params('')))).toEqual({ page: 1, limit: 20 });
  });
});

describe('stock adjustment', () => {
  it('shows the stock after an entry or an exit', () => {
    expect(stockAfter(5, 'in', 10)).toBe(15);
    expect(stockAfter(5, 'out', 2)).toBe(3);
    expect(stockAfter(0.3, 'in', 0.1)).toBe(0.4);
    expect(stockAfter(5, 'in', null)).toBeNull();
    expect(stockAfter(5, 'in', 0)).toBeNull();
  });

  it('proposes the catalogue cost while the part has no average cost', () => {
    expect(adjustmentDefaults({ average_cost_cents: 0, cost_cents: 450 })).toEqual({
      direction: 'in',
      amount: null,
      reason: '',
      unit_cost_euros: 4.5,
    });
    expect(
      adjustmentDefaults({ average_cost_cents: 470, cost_cents: 450 }).unit_cost_euros,
    ).toBeNull();
    expect(adjustmentDefaults({ average_cost_cents: 0, cost_cents: 0 }).unit_cost_euros).toBeNull();
  });

  it('refuses an exit beyond what is available', () => {
    expect(exceedsAvailable(3, 'out', 4)).toBe(true);
    expect(exceedsAvailable(3, 'out', 3)).toBe(false);
    expect(exceedsAvailable(3, 'in', 40)).toBe(false);
  });

  it('sends a signed quantity, the trimmed reason and an entry’s cost in cents', () => {
    expect(
      adjustmentInput({ direction: 'in', amount: 10, reason: '  Recuento ', unit_cost_euros: 4.5 }),
    ).toEqual({ quantity: 10, reason: 'Recuento', unit_cost_cents: 450 });
    expect(
      adjustmentInput({ direction: 'out', amount: 2, reason: 'Rotura', unit_cost_euros: 4.5 }),
    ).toEqual({ quantity: -2, reason: 'Rotura' });
    expect(
      adjustmentInput({ direction: 'in', amount: 1, reason: 'Recuento', unit_cost_euros: null }),
    ).toEqual({ quantity: 1, reason: 'Recuento' });
  });
});

describe('the part form', () => {
  it('sends trimmed fields, euros as cents and blanks as null', () => {
    expect(
      partFieldsOf({
        ...EMPTY_PART_FORM,
        reference: ' oc 90 ',
        brand: ' Mahle ',
        name: 'Filtro   de aceite',
        category: 'filtros',
        cost_euros: 4.5,
        sale_price_euros: 8.95,
        warehouse: '  ',
        shelf: ' ',
        barcode: '',
      }),
    ).toEqual({
      reference: 'OC 90',
      brand: 'Mahle',
      name: 'Filtro de aceite',
      category: 'filtros',
      barcode: null,
      unit: 'ud',
      cost_cents: 450,
      sale_price_cents: 895,
      vat_percent: 21,
      warehouse: 'Principal',
      shelf: null,
      min_stock: 0,
      max_stock: 0,
      preferred_supplier_id: null,
      active: true,
    });
  });

  it('reads a part back into the form', () => {
    expect(partFormValuesOf(part)).toMatchObject({
      reference: 'OC90',
      cost_euros: 4.5,
      sale_price_euros: 8.95,
      barcode: '',
      shelf: 'A-01',
    });
  });

  it('patches only what changed', () => {
    const values = partFormValuesOf(part);
    expect(partPatchOf(values, part)).toEqual({});
    expect(partPatchOf({ ...values, sale_price_euros: 9.5, shelf: '' }, part)).toEqual({
      sale_price_cents: 950,
      shelf: null,
    });
  });

  it('puts the server’s field errors on the form’s fields', () => {
    expect(partFieldOfServer('cost_cents')).toBe('cost_euros');
    expect(partFieldOfServer('sale_price_cents')).toBe('sale_price_euros');
    expect(partFieldOfServer('barcode')).toBe('barcode');
    expect(partFieldOfServer('version')).toBeNull();
  });
});

describe('the supplier form', () => {
  const supplier: SupplierView = {
    id: 's1',
    name: 'Recambios Norte',
    tax_id: 'B12345678',
    contact_name: null,
    email: 'pedidos@norte.es',
    phone: null,
    lead_time_days: 2,
    payment_terms: null,
    active: true,
    created_at: '2026-01-01T10:00:00Z',
    version: 1,
  };

  it('sends trimmed fields, a compact NIF/CIF and blanks as null', () => {
    expect(
      supplierInputOf({
        name: ' Recambios  Norte ',
        tax_id: 'b-1234 5678',
        contact_name: ' ',
        email: 'pedidos@norte.es',
        phone: '',
        lead_time_days: null,
        payment_terms: 'Transferencia 30 días',
        active: true,
      }),
    ).toEqual({
      name: 'Recambios Norte',
      tax_id: 'B12345678',
      contact_name: null,
      email: 'pedidos@norte.es',
      phone: null,
      lead_time_days: 2,
      payment_terms: 'Transferencia 30 días',
      active: true,
    });
  });

  it('patches only what changed', () => {
    const values = supplierFormValuesOf(supplier);
    expect(supplierPatchOf(values, supplier)).toEqual({});
    expect(supplierPatchOf({ ...values, phone: '912 345 678', active: false }, supplier)).toEqual({
      phone: '912 345 678',
      active: false,
    });
    expect(supplierFieldOfServer('tax_id')).toBe('tax_id');
    expect(supplierFieldOfServer('id')).toBeNull();
  });
});

describe('the import template', () => {
  it('has the export’s header and one example row, separated by semicolons', () => {
    const [header, row, rest] = partTemplateCsv()
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header).toBe(PART_CSV_COLUMNS.join(';'));
    expect(row?.split(';')).toHaveLength(PART_CSV_COLUMNS.length);
    expect(rest).toBe('');
  });
});
