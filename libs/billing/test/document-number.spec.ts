import {
  formatInvoiceNumber,
  formatQuoteNumber,
  parseInvoiceNumber,
  parseQuoteNumber,
} from '../src/domain/document-number';

describe('invoice numbers', () => {
  it('write series, year and six digits', () => {
    expect(formatInvoiceNumber({ series: 'F', year: 2026, sequence: 1 })).toBe('F2026-000001');
    expect(formatInvoiceNumber({ series: 'S', year: 2026, sequence: 42 })).toBe('S2026-000042');
    expect(formatInvoiceNumber({ series: 'R', year: 2027, sequence: 999_999 })).toBe(
      'R2027-999999',
    );
    expect(formatInvoiceNumber({ series: 'F', year: 2026, sequence: 1_234_567 })).toBe(
      'F2026-1234567',
    );
  });

  it('refuse what cannot be a number', () => {
    expect(() => formatInvoiceNumber({ series: 'F', year: 2026, sequence: 0 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber({ series: 'F', year: 26, sequence: 1 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber({ series: 'X' as 'F', year: 2026, sequence: 1 })).toThrow(
      RangeError,
    );
  });

  it('parse back only the canonical form', () => {
    expect(parseInvoiceNumber('F2026-000001')).toEqual({ series: 'F', year: 2026, sequence: 1 });
    expect(parseInvoiceNumber('R2026-1234567')).toEqual({
      series: 'R',
      year: 2026,
      sequence: 1_234_567,
    });
    for (const text of [
      'F2026-00001', // five digits
      'F2026-000000', // sequence 0
      'F2026-0000001', // a superfluous leading zero
      'P2026-000001',
      'f2026-000001',
      'F-2026-000001',
      ' F2026-000001',
    ]) {
      expect(parseInvoiceNumber(text)).toBeNull();
    }
  });
});

describe('quote numbers', () => {
  it('write P-, the year and five digits, and parse back', () => {
    expect(formatQuoteNumber({ year: 2026, sequence: 1 })).toBe('P-2026-00001');
    expect(formatQuoteNumber({ year: 2026, sequence: 123_456 })).toBe('P-2026-123456');
    expect(parseQuoteNumber('P-2026-00001')).toEqual({ year: 2026, sequence: 1 });
    expect(parseQuoteNumber('P-2026-123456')).toEqual({ year: 2026, sequence: 123_456 });
    for (const text of ['P-2026-0001', 'P-2026-00000', 'P2026-00001', 'P-2026-012345']) {
      expect(parseQuoteNumber(text)).toBeNull();
    }
  });
});
