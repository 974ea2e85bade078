import {
  buildRegistroAlta,
  buildRegistroAnulacion,
  chainLinkOf,
} from '../src/domain/verifactu/registration-record';
import { SYSTEM, VECTOR_INVOICE, at } from './verifactu-fixtures';

const FIRST = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const SECOND = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';
const CANCELLATION = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68';

describe('RegistroAlta', () => {
  it('carries the AEAT fields, starts the chain and hashes what it writes', () => {
    expect(buildRegistroAlta(VECTOR_INVOICE, null, SYSTEM, at(30))).toEqual({
      IDVersion: '1.0',
      IDFactura: {
        IDEmisorFactura: '89890001K',
        NumSerieFactura: '12345678/G33',
        FechaExpedicionFactura: '01-01-2024',
      },
      NombreRazonEmisor: 'Taller Pruebas SL',
      TipoFactura: 'F1',
      DescripcionOperacion: 'Reparación del vehículo 1234 BCD',
      Destinatarios: { IDDestinatario: [{ NombreRazon: 'Cliente Pruebas SL', NIF: 'B87654321' }] },
      Desglose: {
        DetalleDesglose: [
          {
            Impuesto: '01',
            ClaveRegimen: '01',
            CalificacionOperacion: 'S1',
            TipoImpositivo: '21.00',
            BaseImponibleOimporteNoSujeto: '111.10',
            CuotaRepercutida: '12.35',
          },
        ],
      },
      CuotaTotal: '12.35',
      ImporteTotal: '123.45',
      Encadenamiento: { PrimerRegistro: 'S' },
      SistemaInformatico: SYSTEM,
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
      TipoHuella: '01',
      Huella: FIRST,
    });
  });

  it('reproduces the published chain: alta, chained alta, anulación', () => {
    const first = buildRegistroAlta(VECTOR_INVOICE, null, SYSTEM, at(30));
    const second = buildRegistroAlta(
      { ...VECTOR_INVOICE, number: '12345679/G34' },
      chainLinkOf(first),
      SYSTEM,
      at(35),
    );
    expect(second.Encadenamiento).toEqual({
      RegistroAnterior: {
        IDEmisorFactura: '89890001K',
        NumSerieFactura: '12345678/G33',
        FechaExpedicionFactura: '01-01-2024',
        Huella: FIRST,
      },
    });
    expect(second.Huella).toBe(SECOND);

    const cancellation = buildRegistroAnulacion(
      '89890001K',
      { number: '12345679/G34', issueDate: '2024-01-01' },
      chainLinkOf(second),
      SYSTEM,
      at(40),
    );
    expect(cancellation).toEqual({
      IDVersion: '1.0',
      IDFactura: {
        IDEmisorFacturaAnulada: '89890001K',
        NumSerieFacturaAnulada: '12345679/G34',
        FechaExpedicionFacturaAnulada: '01-01-2024',
      },
      Encadenamiento: {
        RegistroAnterior: {
          IDEmisorFactura: '89890001K',
          NumSerieFactura: '12345679/G34',
          FechaExpedicionFactura: '01-01-2024',
          Huella: SECOND,
        },
      },
      SistemaInformatico: SYSTEM,
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
      TipoHuella: '01',
      Huella: CANCELLATION,
    });
    // the record after a cancellation quotes the cancelled invoice and the cancellation's hash
    expect(chainLinkOf(cancellation)).toEqual({
      IDEmisorFactura: '89890001K',
      NumSerieFactura: '12345679/G34',
      FechaExpedicionFactura: '01-01-2024',
      Huella: CANCELLATION,
    });
  });

  it('writes a rectification by substitution with the rectified invoice and amounts', () => {
    const record = buildRegistroAlta(
      {
        ...VECTOR_INVOICE,
        number: 'R2026-000001',
        issueDate: '2026-02-02',
        operationDate: '2026-01-30',
        type: 'R1',
        rectification: {
          kind: 'S',
          rectified: [{ number: 'F2026-000007', issueDate: '2026-01-30' }],
          substituted: { baseCents: 10_000, vatCents: 2_100 },
        },
      },
      null,
      SYSTEM,
      at(0),
    );
    expect(record).toMatchObject({
      TipoFactura: 'R1',
      TipoRectificativa: 'S',
      FacturasRectificadas: {
        IDFacturaRectificada: [
          {
            IDEmisorFactura: '89890001K',
            NumSerieFactura: 'F2026-000007',
            FechaExpedicionFactura: '30-01-2026',
          },
        ],
      },
      ImporteRectificacion: { BaseRectificada: '100.00', CuotaRectificada: '21.00' },
      FechaOperacion: '30-01-2026',
    });
  });

  it('leaves out what does not apply', () => {
    const simplified = buildRegistroAlta(
      {
        ...VECTOR_INVOICE,
        type: 'F2',
        recipient: null,
        operationDate: '2024-01-01',
        rectification: { kind: 'I', rectified: [] },
      },
      null,
      SYSTEM,
      at(0),
    );
    for (const key of [
      'Destinatarios',
      'FechaOperacion',
      'TipoRectificativa',
      'FacturasRectificadas',
      'ImporteRectificacion',
    ]) {
      expect(simplified).not.toHaveProperty(key);
    }
    const byDifferences = buildRegistroAlta(
      {
        ...VECTOR_INVOICE,
        type: 'R4',
        rectification: { kind: 'I', rectified: [{ number: 'F1', issueDate: '2024-01-01' }] },
      },
      null,
      SYSTEM,
      at(0),
    );
    expect(byDifferences.TipoRectificativa).toBe('I');
    expect(byDifferences).not.toHaveProperty('ImporteRectificacion');
  });

  it('trims values and keeps texts within the XSD lengths', () => {
    const record = buildRegistroAlta(
      {
        ...VECTOR_INVOICE,
        number: ' 12345678/G33 ',
        issuer: { nif: '89890001K ', name: `  ${'N'.repeat(130)}` },
        description: `${'d'.repeat(499)} extra`,
      },
      null,
      SYSTEM,
      at(30),
    );
    expect(record.Huella).toBe(FIRST);
    expect(record.NombreRazonEmisor).toHaveLength(120);
    expect(record.DescripcionOperacion).toHaveLength(499);
  });

  it('refuses an incomplete record (validate the invoice first)', () => {
    expect(() =>
      buildRegistroAlta({ ...VECTOR_INVOICE, recipient: null }, null, SYSTEM, at(0)),
    ).toThrow(RangeError);
    expect(() => buildRegistroAlta({ ...VECTOR_INVOICE, type: 'R1' }, null, SYSTEM, at(0))).toThrow(
      RangeError,
    );
    expect(() =>
      buildRegistroAlta(
        {
          ...VECTOR_INVOICE,
          type: 'R1',
          rectification: { kind: 'S', rectified: [{ number: 'F1', issueDate: '2024-01-01' }] },
        },
        null,
        SYSTEM,
        at(0),
      ),
    ).toThrow(RangeError);
    expect(() =>
      buildRegistroAlta({ ...VECTOR_INVOICE, description: '  ' }, null, SYSTEM, at(0)),
    ).toThrow(RangeError);
  });
});
