import { isValidSpanishTaxId, normalizeTaxId, taxIdKind } from '../src/rules/spanish-tax-id';

describe('Spanish tax ids', () => {
  it.each([
    ['12345678Z', 'nif'],
    ['00000000T', 'nif'],
    ['X1234567L', 'nie'],
    ['Y1234567X', 'nie'],
    ['B86561412', 'cif'],
    ['A58818501', 'cif'],
    ['Q2826000H', 'cif'],
  ])('accepts %s as %s', (id, kind) => expect(taxIdKind(id)).toBe(kind));

  it.each(['12345678A', 'X1234567A', 'B86561413', 'Q2826000A', '1234', ''])('rejects %p', (id) =>
    expect(isValidSpanishTaxId(id)).toBe(false),
  );

  it('normalises spaces, dots, dashes and case', () => {
    expect(normalizeTaxId(' 12.345.678-z ')).toBe('12345678Z');
    expect(isValidSpanishTaxId('12.345.678-z')).toBe(true);
  });
});
