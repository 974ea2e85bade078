import {
  altaHashInput,
  altaHashTemplate,
  altaHuella,
  anulacionHashInput,
  anulacionHuella,
  sha256UpperHex,
} from '../src/domain/verifactu/huella';

// DOMAIN's (and the AEAT's) published vectors
const FIRST = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const SECOND = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';
const CANCELLATION = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68';

const first = {
  IDEmisorFactura: '89890001K',
  NumSerieFactura: '12345678/G33',
  FechaExpedicionFactura: '01-01-2024',
  TipoFactura: 'F1',
  CuotaTotal: '12.35',
  ImporteTotal: '123.45',
  HuellaAnterior: '',
  FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
};

describe('Huella', () => {
  it('joins the alta fields in the annex’s order, with an empty previous hash for the first', () => {
    expect(altaHashInput(first)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024' +
        '&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=' +
        '&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(altaHuella(first)).toBe(FIRST);
  });

  it('chains the second alta on the first’s hash', () => {
    expect(
      altaHuella({
        ...first,
        NumSerieFactura: '12345679/G34',
        HuellaAnterior: FIRST,
        FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00',
      }),
    ).toBe(SECOND);
  });

  it('cuts the alta input around the number and the previous hash, for the issue hashed in SQL', () => {
    const { NumSerieFactura, HuellaAnterior, ...fixed } = {
      ...first,
      NumSerieFactura: '12345679/G34',
      HuellaAnterior: FIRST,
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00',
    };
    const template = altaHashTemplate(fixed);
    expect(template).toEqual({
      beforeNumber: 'IDEmisorFactura=89890001K&NumSerieFactura=',
      beforePrevious:
        '&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=',
      after: '&FechaHoraHusoGenRegistro=2024-01-01T19:20:35+01:00',
    });
    const assembled =
      template.beforeNumber +
      NumSerieFactura +
      template.beforePrevious +
      HuellaAnterior +
      template.after;
    expect(assembled).toBe(altaHashInput({ ...fixed, NumSerieFactura, HuellaAnterior }));
    expect(sha256UpperHex(assembled)).toBe(SECOND);
  });

  it('hashes the anulación of the second alta with its own field names', () => {
    const fields = {
      IDEmisorFacturaAnulada: '89890001K',
      NumSerieFacturaAnulada: '12345679/G34',
      FechaExpedicionFacturaAnulada: '01-01-2024',
      HuellaAnterior: SECOND,
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
    };
    expect(anulacionHashInput(fields)).toBe(
      'IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34' +
        `&FechaExpedicionFacturaAnulada=01-01-2024&Huella=${SECOND}` +
        '&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00',
    );
    expect(anulacionHuella(fields)).toBe(CANCELLATION);
  });

  it('trims every value and is uppercase hex of SHA-256', () => {
    expect(
      altaHuella({ ...first, IDEmisorFactura: ' 89890001K ', NumSerieFactura: '12345678/G33\n' }),
    ).toBe(FIRST);
    expect(altaHuella({ ...first, CuotaTotal: '12.350' })).not.toBe(FIRST);
    expect(FIRST).toMatch(/^[0-9A-F]{64}$/);
  });
});
