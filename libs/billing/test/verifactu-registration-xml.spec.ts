import {
  buildRegistroAlta,
  buildRegistroAnulacion,
  chainLinkOf,
} from '../src/domain/verifactu/registration-record';
import {
  SUM1_NAMESPACE,
  SUM_NAMESPACE,
  escapeXmlText,
  regFactuSistemaFacturacionXml,
  registroAltaXml,
  registroAnulacionXml,
} from '../src/domain/verifactu/registration-xml';
import { SYSTEM, VECTOR_INVOICE, at } from './verifactu-fixtures';
import { type XmlNode, child, childNames, descendants, parseXml } from './xml-tree';

/** The XSD sequences (SuministroInformacion.xsd), every element in schema order. */
const XSD: Record<string, string[]> = {
  RegistroAlta: [
    'IDVersion',
    'IDFactura',
    'RefExterna',
    'NombreRazonEmisor',
    'Subsanacion',
    'RechazoPrevio',
    'TipoFactura',
    'TipoRectificativa',
    'FacturasRectificadas',
    'FacturasSustituidas',
    'ImporteRectificacion',
    'FechaOperacion',
    'DescripcionOperacion',
    'FacturaSimplificadaArt7273',
    'FacturaSinIdentifDestinatarioArt61d',
    'Macrodato',
    'EmitidaPorTerceroODestinatario',
    'Tercero',
    'Destinatarios',
    'Cupon',
    'Desglose',
    'CuotaTotal',
    'ImporteTotal',
    'Encadenamiento',
    'SistemaInformatico',
    'FechaHoraHusoGenRegistro',
    'NumRegistroAcuerdoFacturacion',
    'IdAcuerdoSistemaInformatico',
    'TipoHuella',
    'Huella',
    'Signature',
  ],
  RegistroAnulacion: [
    'IDVersion',
    'IDFactura',
    'RefExterna',
    'SinRegistroPrevio',
    'RechazoPrevio',
    'GeneradoPor',
    'Generador',
    'Encadenamiento',
    'SistemaInformatico',
    'FechaHoraHusoGenRegistro',
    'TipoHuella',
    'Huella',
    'Signature',
  ],
  IDFactura: ['IDEmisorFactura', 'NumSerieFactura', 'FechaExpedicionFactura'],
  RegistroAnterior: ['IDEmisorFactura', 'NumSerieFactura', 'FechaExpedicionFactura', 'Huella'],
  DetalleDesglose: [
    'Impuesto',
    'ClaveRegimen',
    'CalificacionOperacion',
    'OperacionExenta',
    'TipoImpositivo',
    'BaseImponibleOimporteNoSujeto',
    'BaseImponibleACoste',
    'CuotaRepercutida',
    'TipoRecargoEquivalencia',
    'CuotaRecargoEquivalencia',
  ],
  SistemaInformatico: [
    'NombreRazon',
    'NIF',
    'NombreSistemaInformatico',
    'IdSistemaInformatico',
    'Version',
    'NumeroInstalacion',
    'TipoUsoPosibleSoloVerifactu',
    'TipoUsoPosibleMultiOT',
    'IndicadorMultiplesOT',
  ],
  ImporteRectificacion: ['BaseRectificada', 'CuotaRectificada', 'CuotaRecargoRectificado'],
};

const local = (name: string) => name.replace(/^sum1?:/, '');

/** Whether `names` appear in the XSD's order for `type` (a subsequence: optional ones may be absent). */
function followsSchema(type: string, node: XmlNode): boolean {
  const order = XSD[type];
  let position = -1;
  for (const name of childNames(node).map(local)) {
    const next = order.indexOf(name, position + 1);
    if (next === -1) return false;
    position = next;
  }
  return true;
}

const first = buildRegistroAlta(VECTOR_INVOICE, null, SYSTEM, at(30));
const rectifying = buildRegistroAlta(
  {
    ...VECTOR_INVOICE,
    number: 'R2024-000001',
    issueDate: '2024-01-02',
    operationDate: '2023-12-30',
    type: 'R1',
    description: 'Devolución de pastillas <delanteras> & "montaje"',
    recipient: { name: "Hermanos O'Neill & Cía <SL>", nif: 'B87654321' },
    rectification: {
      kind: 'S',
      rectified: [{ number: '12345678/G33', issueDate: '2024-01-01' }],
      substituted: { baseCents: 11_110, vatCents: 1_235 },
    },
  },
  chainLinkOf(first),
  SYSTEM,
  at(35),
);
const cancellation = buildRegistroAnulacion(
  '89890001K',
  { number: '12345678/G33', issueDate: '2024-01-01' },
  chainLinkOf(rectifying),
  SYSTEM,
  at(40),
);

describe('RegistroAlta XML', () => {
  const root = parseXml(registroAltaXml(rectifying));

  it('is a sum1:RegistroAlta declaring SuministroInformacion’s namespace', () => {
    expect(root.name).toBe('sum1:RegistroAlta');
    expect(root.attributes).toEqual({ 'xmlns:sum1': SUM1_NAMESPACE });
    expect(descendants(root).every((node) => node.name.startsWith('sum1:'))).toBe(true);
  });

  it('writes every element in the XSD’s order', () => {
    expect(childNames(root).map(local)).toEqual([
      'IDVersion',
      'IDFactura',
      'NombreRazonEmisor',
      'TipoFactura',
      'TipoRectificativa',
      'FacturasRectificadas',
      'ImporteRectificacion',
      'FechaOperacion',
      'DescripcionOperacion',
      'Destinatarios',
      'Desglose',
      'CuotaTotal',
      'ImporteTotal',
      'Encadenamiento',
      'SistemaInformatico',
      'FechaHoraHusoGenRegistro',
      'TipoHuella',
      'Huella',
    ]);
    expect(followsSchema('RegistroAlta', root)).toBe(true);
    expect(followsSchema('IDFactura', child(root, 'sum1:IDFactura'))).toBe(true);
    expect(followsSchema('ImporteRectificacion', child(root, 'sum1:ImporteRectificacion'))).toBe(
      true,
    );
    const detail = child(child(root, 'sum1:Desglose'), 'sum1:DetalleDesglose');
    expect(followsSchema('DetalleDesglose', detail)).toBe(true);
    expect(followsSchema('SistemaInformatico', child(root, 'sum1:SistemaInformatico'))).toBe(true);
    const previous = child(child(root, 'sum1:Encadenamiento'), 'sum1:RegistroAnterior');
    expect(followsSchema('RegistroAnterior', previous)).toBe(true);
    const rectified = child(child(root, 'sum1:FacturasRectificadas'), 'sum1:IDFacturaRectificada');
    expect(childNames(rectified).map(local)).toEqual(XSD.IDFactura);
  });

  it('escapes text and reads back the record’s exact values', () => {
    const xml = registroAltaXml(rectifying);
    expect(xml).toContain(
      '<sum1:DescripcionOperacion>Devolución de pastillas &lt;delanteras&gt; &amp; &quot;montaje&quot;</sum1:DescripcionOperacion>',
    );
    expect(child(root, 'sum1:DescripcionOperacion').text).toBe(rectifying.DescripcionOperacion);
    const party = child(child(root, 'sum1:Destinatarios'), 'sum1:IDDestinatario');
    expect(child(party, 'sum1:NombreRazon').text).toBe("Hermanos O'Neill & Cía <SL>");
    expect(child(root, 'sum1:Huella').text).toBe(rectifying.Huella);
    expect(child(root, 'sum1:ImporteTotal').text).toBe('123.45');
    expect(child(root, 'sum1:FechaHoraHusoGenRegistro').text).toBe('2024-01-01T19:20:35+01:00');
  });

  it('starts a chain with PrimerRegistro and leaves absent elements out', () => {
    const plain = parseXml(registroAltaXml(first));
    expect(childNames(child(plain, 'sum1:Encadenamiento'))).toEqual(['sum1:PrimerRegistro']);
    expect(child(child(plain, 'sum1:Encadenamiento'), 'sum1:PrimerRegistro').text).toBe('S');
    expect(childNames(plain).map(local)).not.toContain('TipoRectificativa');
    expect(followsSchema('RegistroAlta', plain)).toBe(true);
  });
});

describe('RegistroAnulacion XML', () => {
  it('follows its XSD sequence', () => {
    const root = parseXml(registroAnulacionXml(cancellation));
    expect(root.name).toBe('sum1:RegistroAnulacion');
    expect(root.attributes).toEqual({ 'xmlns:sum1': SUM1_NAMESPACE });
    expect(childNames(root).map(local)).toEqual([
      'IDVersion',
      'IDFactura',
      'Encadenamiento',
      'SistemaInformatico',
      'FechaHoraHusoGenRegistro',
      'TipoHuella',
      'Huella',
    ]);
    expect(childNames(child(root, 'sum1:IDFactura')).map(local)).toEqual([
      'IDEmisorFacturaAnulada',
      'NumSerieFacturaAnulada',
      'FechaExpedicionFacturaAnulada',
    ]);
    expect(child(root, 'sum1:Huella').text).toBe(cancellation.Huella);
  });
});

describe('RegFactuSistemaFacturacion message', () => {
  it('wraps Cabecera and the records in SuministroLR’s namespace', () => {
    const root = parseXml(
      regFactuSistemaFacturacionXml({ NombreRazon: 'Taller Pruebas SL', NIF: '89890001K' }, [
        { RegistroAlta: first },
        { RegistroAlta: rectifying },
        { RegistroAnulacion: cancellation },
      ]),
    );
    expect(root.name).toBe('sum:RegFactuSistemaFacturacion');
    expect(root.attributes).toEqual({ 'xmlns:sum': SUM_NAMESPACE, 'xmlns:sum1': SUM1_NAMESPACE });
    expect(childNames(root)).toEqual([
      'sum:Cabecera',
      'sum:RegistroFactura',
      'sum:RegistroFactura',
      'sum:RegistroFactura',
    ]);
    const issuer = child(child(root, 'sum:Cabecera'), 'sum1:ObligadoEmision');
    expect(childNames(issuer)).toEqual(['sum1:NombreRazon', 'sum1:NIF']);
    expect(root.children.slice(1).map((r) => childNames(r))).toEqual([
      ['sum1:RegistroAlta'],
      ['sum1:RegistroAlta'],
      ['sum1:RegistroAnulacion'],
    ]);
    // records inside the message do not redeclare the namespace
    expect(child(root.children[1], 'sum1:RegistroAlta').attributes).toEqual({});
  });

  it('carries 1 to 1,000 records', () => {
    const issuer = { NombreRazon: 'Taller', NIF: '89890001K' };
    expect(() => regFactuSistemaFacturacionXml(issuer, [])).toThrow(RangeError);
    const many = Array.from({ length: 1_001 }, () => ({ RegistroAlta: first }));
    expect(() => regFactuSistemaFacturacionXml(issuer, many)).toThrow(RangeError);
    expect(() => regFactuSistemaFacturacionXml(issuer, many.slice(1))).not.toThrow();
  });
});

describe('XML text escaping', () => {
  it('escapes markup and drops characters XML 1.0 cannot carry', () => {
    expect(escapeXmlText(`a & b < c > d "e" 'f'`)).toBe(
      'a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;',
    );
    expect(escapeXmlText('tab\tok\u0001\u001f\uFFFE end\n')).toBe('tab\tok end\n');
    expect(escapeXmlText('lone \uD800 surrogate, emoji 🚗')).toBe('lone  surrogate, emoji 🚗');
  });
});
