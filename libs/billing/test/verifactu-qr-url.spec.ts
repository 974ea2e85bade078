import { verifactuQrUrl } from '../src/domain/verifactu/qr-url';

const invoice = {
  issuerNif: '89890001K',
  invoiceNumber: 'F2026-000001',
  issueDate: '2026-01-09',
  totalCents: 24_140,
};

describe('VERI*FACTU QR URL', () => {
  it('points at ValidarQR with nif, numserie, fecha dd-mm-aaaa and importe', () => {
    expect(verifactuQrUrl(invoice)).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR' +
        '?nif=89890001K&numserie=F2026-000001&fecha=09-01-2026&importe=241.40',
    );
  });

  it('uses the test host in the test environment', () => {
    expect(verifactuQrUrl(invoice, 'test')).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR' +
        '?nif=89890001K&numserie=F2026-000001&fecha=09-01-2026&importe=241.40',
    );
  });

  it('URL-encodes a number with slashes, spaces, & and accents, and reads back intact', () => {
    const number = 'A 2026/15 & Cía';
    const url = verifactuQrUrl({ ...invoice, invoiceNumber: ` ${number} `, totalCents: -5 });
    expect(url).toContain('numserie=A%202026%2F15%20%26%20C%C3%ADa&');
    expect(url).toContain('importe=-0.05');
    const params = new URL(url).searchParams;
    expect([...params.keys()]).toEqual(['nif', 'numserie', 'fecha', 'importe']);
    expect(params.get('numserie')).toBe(number);
  });
});
