import { csvAmount, invoiceCsvCells } from '../src/queries/invoices-csv.query';

describe("the accountant's CSV cells", () => {
  it('writes amounts as Spanish spreadsheets read numbers, negatives included', () => {
    expect(csvAmount(123_456)).toBe('1234,56');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(-5)).toBe('-0,05');
    expect(csvAmount(-128_000)).toBe('-1280,00');
    expect(csvAmount(0)).toBe('0,00');
  });

  const row = {
    number: 'R2026-000001',
    series: 'R',
    type: 'R4',
    issue_date: '2026-03-02',
    operation_date: null,
    status: 'issued' as const,
    recipient_tax_id: 'B12345674',
    recipient_name: '=HYPERLINK("x")',
    vat_percent: '21',
    base_cents: '-1000',
    vat_cents: '-210',
    total_cents: '-1210',
    paid_cents: '0',
    credited_cents: '0',
    rectified_number: 'F2026-000007',
    year: 2026,
    sequence: 1,
  };

  it('dates as DD/MM/YYYY (the operation on the issue day when none is given), nothing owed on a credit', () => {
    expect(invoiceCsvCells(row)).toEqual([
      'R2026-000001',
      'R',
      'R4',
      '02/03/2026',
      '02/03/2026',
      'Emitida',
      'B12345674',
      '\'=HYPERLINK("x")',
      '21',
      '-10,00',
      '-2,10',
      '-12,10',
      '0,00',
      '0,00',
      'F2026-000007',
    ]);
  });

  it('owes what is left once its rectifying invoices and payments are taken off', () => {
    const cells = invoiceCsvCells({
      ...row,
      total_cents: '12100',
      credited_cents: '2420',
      paid_cents: '5000',
    });
    expect(cells[13]).toBe('46,80');
  });

  it('owes nothing on a cancelled invoice', () => {
    const cells = invoiceCsvCells({
      ...row,
      status: 'cancelled',
      total_cents: '5000',
      paid_cents: '0',
    });
    expect(cells[5]).toBe('Anulada');
    expect(cells[13]).toBe('0,00');
  });
});
