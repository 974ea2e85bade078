import {
  type InvoiceToIssue,
  type Rectification,
  RECTIFICATION_REASONS,
  invoiceIssueProblems,
  verifactuInvoiceType,
} from '../src/domain/invoice-rules';

/** Stands for @px/contracts' isValidSpanishTaxId, which the module hands in. */
const isValidTaxId = (taxId: string) => ['B12345678', '12345678Z'].includes(taxId);

const recipient = { name: 'Talleres Sur SL', taxId: 'B12345678', address: 'Calle Mayor 1, Madrid' };

const invoice = (fields: Partial<InvoiceToIssue>): InvoiceToIssue => ({
  series: 'F',
  recipient,
  totalCents: 12_100,
  rectification: null,
  ...fields,
});

const rectification = (fields: Partial<Rectification>): Rectification => ({
  original: { status: 'issued', type: 'F1' },
  reason: 'R4',
  kind: 'I',
  ...fields,
});

const fields = (problems: { field: string; code: string }[]) =>
  problems.map((p) => `${p.field}:${p.code}`);

describe('ordinary invoices (F)', () => {
  it('need the recipient’s name, NIF and address', () => {
    expect(invoiceIssueProblems(invoice({}), isValidTaxId)).toEqual([]);
    const problems = invoiceIssueProblems(
      invoice({ recipient: { name: ' ', taxId: null, address: '' } }),
      isValidTaxId,
    );
    expect(problems).toEqual([
      {
        field: 'recipient.name',
        code: 'required',
        message: 'Indica el nombre o razón social del cliente.',
      },
      { field: 'recipient.tax_id', code: 'required', message: 'Indica el NIF del cliente.' },
      { field: 'recipient.address', code: 'required', message: 'Indica la dirección del cliente.' },
    ]);
    expect(fields(invoiceIssueProblems(invoice({ recipient: null }), isValidTaxId))).toHaveLength(
      3,
    );
  });

  it('check the NIF’s control character and refuse a negative total', () => {
    expect(
      fields(
        invoiceIssueProblems(
          invoice({ recipient: { ...recipient, taxId: 'B12345679' }, totalCents: -1 }),
          isValidTaxId,
        ),
      ),
    ).toEqual(['total_cents:min', 'recipient.tax_id:taxId']);
  });
});

describe('simplified invoices (S)', () => {
  it('are allowed up to 400 € VAT included, with an optional recipient', () => {
    expect(
      invoiceIssueProblems(
        invoice({ series: 'S', recipient: null, totalCents: 40_000 }),
        isValidTaxId,
      ),
    ).toEqual([]);
    const over = invoiceIssueProblems(
      invoice({ series: 'S', recipient: null, totalCents: 40_001 }),
      isValidTaxId,
    );
    expect(over).toEqual([
      {
        field: 'total_cents',
        code: 'simplifiedLimit',
        message:
          'Una factura simplificada no puede superar 400,00 € IVA incluido: emite una factura ordinaria (serie F).',
      },
    ]);
  });

  it('still check a NIF when one is given, and refuse negative totals', () => {
    expect(
      fields(
        invoiceIssueProblems(
          invoice({
            series: 'S',
            recipient: { name: null, taxId: 'X', address: null },
            totalCents: -5,
          }),
          isValidTaxId,
        ),
      ),
    ).toEqual(['total_cents:min', 'recipient.tax_id:taxId']);
  });
});

describe('rectifying invoices (R)', () => {
  const r = (fields: Partial<Rectification>, extra: Partial<InvoiceToIssue> = {}) =>
    invoiceIssueProblems(
      invoice({ series: 'R', rectification: rectification(fields), ...extra }),
      isValidTaxId,
    );

  it('reference an issued invoice with a reason and a kind, and may be negative', () => {
    expect(r({}, { totalCents: -12_100 })).toEqual([]);
    expect(r({ kind: 'S' })).toEqual([]);
    expect(fields(invoiceIssueProblems(invoice({ series: 'R' }), isValidTaxId))).toEqual([
      'rectification.original_invoice_id:required',
      'rectification.reason:required',
      'rectification.kind:required',
    ]);
  });

  it('refuse a draft or cancelled original', () => {
    expect(r({ original: { status: 'draft', type: 'F1' } })).toMatchObject([
      {
        code: 'notIssued',
        message: 'La factura indicada es un borrador: solo se rectifican facturas emitidas.',
      },
    ]);
    expect(r({ original: { status: 'cancelled', type: 'F1' } })).toMatchObject([
      { code: 'notIssued', message: 'La factura indicada está anulada: no se puede rectificar.' },
    ]);
  });

  it('use R5 for simplified originals and only for them', () => {
    expect(
      r({ original: { status: 'issued', type: 'F2' }, reason: 'R5' }, { recipient: null }),
    ).toEqual([]);
    expect(fields(r({ original: { status: 'issued', type: 'F2' }, reason: 'R1' }))).toEqual([
      'rectification.reason:simplifiedOriginal',
    ]);
    expect(fields(r({ original: { status: 'issued', type: 'R5' }, reason: 'R5' }))).toEqual([]);
    expect(fields(r({ reason: 'R5' }))).toEqual(['rectification.reason:notSimplified']);
    for (const reason of ['R1', 'R2', 'R3', 'R4'] as const) expect(r({ reason })).toEqual([]);
  });

  it('need the full recipient unless they rectify a simplified invoice', () => {
    expect(fields(r({}, { recipient: null }))).toEqual([
      'recipient.name:required',
      'recipient.tax_id:required',
      'recipient.address:required',
    ]);
  });

  it('refuse an unknown reason or kind', () => {
    expect(fields(r({ reason: 'R9' as 'R1', kind: 'X' as 'I' }))).toEqual([
      'rectification.reason:required',
      'rectification.kind:required',
    ]);
  });
});

describe('VERI*FACTU invoice type', () => {
  it('maps the series and the reason to TipoFactura', () => {
    expect(verifactuInvoiceType('F')).toBe('F1');
    expect(verifactuInvoiceType('S')).toBe('F2');
    for (const reason of RECTIFICATION_REASONS)
      expect(verifactuInvoiceType('R', reason)).toBe(reason);
    expect(() => verifactuInvoiceType('R')).toThrow(RangeError);
  });
});
