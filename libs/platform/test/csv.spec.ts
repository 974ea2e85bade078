import { neutraliseFormula, parseCsv, toCsv } from '../src/csv/csv';

describe('CSV', () => {
  it('reads what Spanish Excel writes: BOM, semicolons, CRLF and quoted fields', () => {
    const text =
      '\uFEFFnombre;notas\r\nAna;"Dice ""hola""; y se va"\r\n"Luis";"dos\nlíneas"\r\n\r\n';
    const { delimiter, records } = parseCsv(text);
    expect(delimiter).toBe(';');
    expect(records).toEqual([
      { line: 1, fields: ['nombre', 'notas'] },
      { line: 2, fields: ['Ana', 'Dice "hola"; y se va'] },
      { line: 3, fields: ['Luis', 'dos\nlíneas'] },
    ]);
  });

  it('detects commas when the header uses them', () => {
    expect(parseCsv('a,b\n1,2').records[1]?.fields).toEqual(['1', '2']);
  });

  it('writes cells a spreadsheet cannot run as formulas, and reads back what it wrote', () => {
    expect(neutraliseFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutraliseFormula('+34 611')).toBe("'+34 611");
    expect(neutraliseFormula('Ana')).toBe('Ana');
    const text = toCsv([
      ['a', 'b'],
      ['x;y', 'comillas "aquí"'],
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text).records.map((r) => r.fields)).toEqual([
      ['a', 'b'],
      ['x;y', 'comillas "aquí"'],
    ]);
  });
});
