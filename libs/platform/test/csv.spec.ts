import { neutraliseFormula, parseCsv, restoreFormula, toCsv } from '../src/csv/csv';

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
    // A credit note's amounts stay numbers; a minus that starts anything else is neutralised.
    expect(neutraliseFormula('-128,00')).toBe('-128,00');
    expect(neutraliseFormula('-5')).toBe('-5');
    expect(neutraliseFormula('-2+3+cmd|x')).toBe("'-2+3+cmd|x");
    expect(neutraliseFormula('-1,5E3')).toBe("'-1,5E3");
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

describe('CSV edge cases', () => {
  it('counts the lines of a quoted cell with line breaks, so later rows keep their number', () => {
    const { records, unclosedQuoteLine } = parseCsv('a;b\r\n1;"uno\r\ndos\r\ntres"\r\n2;x\r\n');
    expect(unclosedQuoteLine).toBeNull();
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', 'uno\ndos\ntres'] },
      { line: 5, fields: ['2', 'x'] },
    ]);
  });

  it('reports a quote that never closes instead of reading the rest of the file into one cell', () => {
    const { records, unclosedQuoteLine } = parseCsv('a;b\n1;"sin cerrar\n2;x\n3;y');
    expect(unclosedQuoteLine).toBe(2);
    expect(records).toEqual([{ line: 1, fields: ['a', 'b'] }]);
  });

  it('keeps quotes inside unquoted cells, empty cells and a last line without a line break', () => {
    expect(parseCsv('a;b;c\nmedia 5";;"x"\n').records[1]?.fields).toEqual(['media 5"', '', 'x']);
    expect(parseCsv('a;b\n1;2').records[1]).toEqual({ line: 2, fields: ['1', '2'] });
    expect(parseCsv('a;b\r1;2\r').records).toHaveLength(2);
  });

  it('detects the delimiter from the header, ignoring what is inside quotes', () => {
    expect(parseCsv('"a;b",c,d\n1,2,3').delimiter).toBe(',');
    expect(parseCsv('\uFEFFa;b,c;d\n1;2;3').delimiter).toBe(';');
    expect(parseCsv('solo\nuno').delimiter).toBe(';');
  });

  it('neutralises every formula start and reads it back as it was', () => {
    for (const value of ['=1+1', '+33 1 23 45 67 89', '-descuento', '@SUM(A1)', '\tx']) {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
      expect(restoreFormula(neutraliseFormula(value))).toBe(value);
    }
    expect(restoreFormula("O'Donnell")).toBe("O'Donnell");
    expect(restoreFormula("'hola")).toBe("'hola");
  });

  it('writes cells that survive a round trip: delimiters, quotes, line breaks, outer spaces', () => {
    const cells = ['a;b', 'dice "sí"', 'dos\nlíneas', ' espacio ', '=HYPERLINK("x")', ''];
    const text = toCsv([cells]);
    expect(text).toBe(
      '\uFEFF"a;b";"dice ""sí""";"dos\nlíneas";" espacio ";"\'=HYPERLINK(""x"")";\r\n',
    );
    expect(parseCsv(text).records[0]?.fields.map(restoreFormula)).toEqual(cells);
  });
});
