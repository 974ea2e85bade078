import {
  checkPersonalTaxId,
  controlLetter,
  personalTaxIdErrors,
} from '../src/domain/spanish-tax-id';

describe('Spanish personal tax id (NIF/NIE)', () => {
  it('computes the control letter as the number mod 23', () => {
    // 12345678 = 23 × 536768 + 14 → the 15th letter of TRWAGMYFPDXBNJZSQVHLCKE
    expect(controlLetter('12345678')).toBe('Z');
    expect(controlLetter('00000000')).toBe('T');
    expect(controlLetter('00000022')).toBe('E');
    expect(controlLetter('00000023')).toBe('T');
  });

  it('accepts a NIF and gives it normalised', () => {
    expect(checkPersonalTaxId('12345678Z')).toEqual({
      valid: true,
      value: '12345678Z',
      kind: 'nif',
    });
    expect(checkPersonalTaxId(' 12.345.678-z ')).toEqual({
      valid: true,
      value: '12345678Z',
      kind: 'nif',
    });
    expect(checkPersonalTaxId('00000000 t')).toMatchObject({ valid: true, value: '00000000T' });
  });

  it('accepts a NIE, its X, Y and Z standing for 0, 1 and 2', () => {
    // 01234567 mod 23 = 19 → L; 11234567 mod 23 = 10 → X; 21234567 mod 23 = 1 → R
    expect(checkPersonalTaxId('X1234567L')).toEqual({
      valid: true,
      value: 'X1234567L',
      kind: 'nie',
    });
    expect(checkPersonalTaxId('y-1234567-x')).toEqual({
      valid: true,
      value: 'Y1234567X',
      kind: 'nie',
    });
    expect(checkPersonalTaxId('Z 1234567 R')).toMatchObject({ valid: true, value: 'Z1234567R' });
  });

  it('tells a wrong control letter apart from a wrong shape', () => {
    const wrongLetter = {
      valid: false,
      code: 'control_letter',
      message: 'La letra de control del NIF/NIE no es correcta.',
    };
    expect(checkPersonalTaxId('12345678A')).toEqual(wrongLetter);
    expect(checkPersonalTaxId('X1234567A')).toEqual(wrongLetter);
    // The same digits with another prefix need another letter.
    expect(checkPersonalTaxId('Y1234567L')).toEqual(wrongLetter);
    for (const shape of [
      '1234567Z',
      '123456789Z',
      'A1234567B',
      'X12345678L',
      '12345678',
      'B12345674',
    ]) {
      expect(checkPersonalTaxId(shape)).toEqual({
        valid: false,
        code: 'format',
        message:
          'El NIF/NIE no es válido: debe tener 8 cifras y una letra (NIF) o X, Y o Z, 7 cifras y una letra (NIE).',
      });
    }
  });

  it('asks for it when empty', () => {
    for (const empty of ['', '   ', ' - . ', null, undefined]) {
      expect(checkPersonalTaxId(empty)).toEqual({
        valid: false,
        code: 'required',
        message: 'Indica el NIF/NIE.',
      });
    }
  });

  it('answers as a 400 field error on the field asked', () => {
    expect(personalTaxIdErrors('12345678Z')).toEqual([]);
    expect(personalTaxIdErrors('12345678A')).toEqual([
      {
        field: 'tax_id',
        code: 'taxIdControlLetter',
        message: 'La letra de control del NIF/NIE no es correcta.',
      },
    ]);
    expect(personalTaxIdErrors('abc', 'nif')).toEqual([
      {
        field: 'nif',
        code: 'isTaxId',
        message: expect.stringContaining('El NIF/NIE no es válido'),
      },
    ]);
    expect(personalTaxIdErrors('')).toEqual([
      { field: 'tax_id', code: 'required', message: 'Indica el NIF/NIE.' },
    ]);
  });
});
