import { type PartFields } from '@px/contracts';
import {
  applyPartFields,
  isValidBarcode,
  newPartRecord,
  partProblems,
} from '../src/domain/part-fields';
import {
  applySupplierFields,
  BLANK_SUPPLIER,
  supplierProblems,
} from '../src/domain/supplier-fields';
import { duplicateRows, readPartHeader, readPartRow } from '../src/domain/part-import-rows';

const FIELDS: PartFields = {
  reference: ' oc 90 ',
  brand: ' Mahle ',
  name: '  Filtro   de aceite ',
  category: 'filtros',
  cost_cents: 450,
  sale_price_cents: 790,
};

describe('part fields', () => {
  it('stores references in capitals and text trimmed, with the defaults of a new part', () => {
    expect(newPartRecord(FIELDS)).toMatchObject({
      reference: 'OC 90',
      brand: 'Mahle',
      name: 'Filtro de aceite',
      unit: 'ud',
      vatPercent: 21,
      warehouse: 'Principal',
      shelf: null,
      active: true,
    });
    const part = newPartRecord(FIELDS);
    expect(applyPartFields(part, { shelf: '  ', barcode: '' })).toMatchObject({
      shelf: null,
      barcode: null,
    });
  });

  it('checks barcodes by their check digit (EAN-8, UPC-A, EAN-13, GTIN-14)', () => {
    expect(isValidBarcode('4006633129459')).toBe(true);
    expect(isValidBarcode('4006633129450')).toBe(false);
    expect(isValidBarcode('96385074')).toBe(true);
    expect(isValidBarcode('036000291452')).toBe(true);
    expect(isValidBarcode('12345')).toBe(false);
  });

  it('reports each wrong field in Spanish', () => {
    const part = newPartRecord({
      ...FIELDS,
      reference: '',
      cost_cents: -1,
      vat_percent: 7,
      min_stock: 5,
      max_stock: 2,
    });
    expect(partProblems(part).map((p) => p.field)).toEqual([
      'reference',
      'cost_cents',
      'vat_percent',
      'max_stock',
    ]);
    expect(partProblems(newPartRecord({ ...FIELDS, min_stock: 1.5 }))[0]).toMatchObject({
      field: 'min_stock',
      code: 'wholeUnits',
    });
    expect(partProblems(newPartRecord({ ...FIELDS, unit: 'l', min_stock: 1.5 }))).toEqual([]);
  });
});

describe('supplier fields', () => {
  it('normalises the NIF/CIF and e-mail and checks them', () => {
    const supplier = applySupplierFields(BLANK_SUPPLIER, {
      name: ' Recambios  Norte ',
      tax_id: 'b-8238 7770',
      email: 'Compras@Norte.ES',
    });
    expect(supplier).toMatchObject({
      name: 'Recambios Norte',
      taxId: 'B82387770',
      email: 'compras@norte.es',
    });
    expect(supplierProblems(supplier)).toEqual([]);
    const wrong = applySupplierFields(BLANK_SUPPLIER, {
      name: '',
      tax_id: 'B12345678',
      email: 'no',
      lead_time_days: 400,
    });
    expect(supplierProblems(wrong).map((p) => p.field)).toEqual([
      'name',
      'tax_id',
      'email',
      'lead_time_days',
    ]);
  });
});

describe('catalogue CSV rows', () => {
  it('reads the header and refuses unknown, repeated and missing columns', () => {
    expect(
      readPartHeader(['Reference', 'name', 'category', 'cost_cents', 'sale_price_cents']),
    ).toEqual({
      columns: ['reference', 'name', 'category', 'cost_cents', 'sale_price_cents'],
      errors: [],
    });
    const { errors } = readPartHeader(['reference', 'reference', 'precio']);
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringContaining('Columnas desconocidas: precio'),
      'Columnas repetidas: reference.',
      'Faltan columnas obligatorias: name, category, cost_cents, sale_price_cents.',
    ]);
  });

  it('reads Spanish numbers and yes/no, and reports a bad cell once', () => {
    const row = readPartRow(
      {
        reference: 'A1',
        name: 'Aceite',
        category: 'ACEITES',
        unit: 'l',
        cost_cents: '1.200',
        sale_price_cents: '1950',
        min_stock: '2,5',
        active: 'no',
      },
      7,
    );
    expect(row.errors).toEqual([]);
    expect(row.imported?.part).toMatchObject({
      category: 'aceites',
      costCents: 1200,
      minStock: 2.5,
      active: false,
    });
    const bad = readPartRow(
      {
        reference: 'A1',
        name: 'x',
        category: 'filtros',
        cost_cents: 'doce',
        sale_price_cents: '1',
      },
      3,
    );
    expect(bad.errors).toEqual([
      { line: 3, column: 'cost_cents', message: '"doce" no es un número.' },
    ]);
  });

  it('finds the same part twice in a file, whatever the case', () => {
    const rows = [2, 3].map(
      (line, i) =>
        readPartRow(
          {
            reference: i ? 'oc90' : 'OC90',
            brand: 'Mahle',
            name: 'Filtro',
            category: 'filtros',
            cost_cents: '1',
            sale_price_cents: '2',
          },
          line,
        ).imported!,
    );
    expect(duplicateRows(rows)).toEqual([
      {
        line: 3,
        column: 'reference',
        message: 'La referencia OC90 de Mahle ya está en la línea 2.',
      },
    ]);
  });
});
