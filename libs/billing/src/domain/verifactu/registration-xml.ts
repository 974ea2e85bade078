import {
  type ChainLink,
  type Encadenamiento,
  type IDFactura,
  type RegistroAlta,
  type RegistroAnulacion,
  type SistemaInformatico,
} from './registration-record';

/**
 * The records as the AEAT's XML: `sum1:` is SuministroInformacion.xsd (the records), `sum:` is
 * SuministroLR.xsd (the RegFactuSistemaFacturacion message: Cabecera + up to 1,000 RegistroFactura),
 * the prefixes of the AEAT's own examples. Elements are written in each XSD sequence's order, which
 * the schema enforces; optional elements are left out when absent. The SOAP envelope is the
 * adapter's.
 */
export const SUM_NAMESPACE =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd';
export const SUM1_NAMESPACE =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

export const MAX_RECORDS_PER_MESSAGE = 1_000;

/** XML 1.0's Char production: control characters, lone surrogates and U+FFFE/F cannot be carried. */
const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;

/** Text content with `&`, `<`, `>` (and quotes) escaped and unrepresentable characters dropped. */
export function escapeXmlText(value: string): string {
  return Array.from(value)
    .filter((char) => isXmlChar(char.codePointAt(0)!))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Child = string | null | undefined;

/** A `sum1:` element: text when `content` is a string, else the given children in order. */
const el = (name: string, content: string | readonly Child[]): string =>
  typeof content === 'string'
    ? `<sum1:${name}>${escapeXmlText(content)}</sum1:${name}>`
    : `<sum1:${name}>${content.filter(Boolean).join('')}</sum1:${name}>`;

const opt = (name: string, value: string | undefined) =>
  value === undefined ? null : el(name, value);

const idFacturaChildren = (id: IDFactura) => [
  el('IDEmisorFactura', id.IDEmisorFactura),
  el('NumSerieFactura', id.NumSerieFactura),
  el('FechaExpedicionFactura', id.FechaExpedicionFactura),
];

const chainLinkXml = (link: ChainLink) =>
  el('RegistroAnterior', [...idFacturaChildren(link), el('Huella', link.Huella)]);

const encadenamientoXml = (chain: Encadenamiento) =>
  el('Encadenamiento', [
    'PrimerRegistro' in chain
      ? el('PrimerRegistro', chain.PrimerRegistro)
      : chainLinkXml(chain.RegistroAnterior),
  ]);

const sistemaInformaticoXml = (system: SistemaInformatico) =>
  el('SistemaInformatico', [
    el('NombreRazon', system.NombreRazon),
    el('NIF', system.NIF),
    el('NombreSistemaInformatico', system.NombreSistemaInformatico),
    el('IdSistemaInformatico', system.IdSistemaInformatico),
    el('Version', system.Version),
    el('NumeroInstalacion', system.NumeroInstalacion),
    el('TipoUsoPosibleSoloVerifactu', system.TipoUsoPosibleSoloVerifactu),
    el('TipoUsoPosibleMultiOT', system.TipoUsoPosibleMultiOT),
    el('IndicadorMultiplesOT', system.IndicadorMultiplesOT),
  ]);

/** RegistroFacturacionAltaType's sequence. */
function altaBody(record: RegistroAlta): string {
  return el('RegistroAlta', [
    el('IDVersion', record.IDVersion),
    el('IDFactura', idFacturaChildren(record.IDFactura)),
    el('NombreRazonEmisor', record.NombreRazonEmisor),
    el('TipoFactura', record.TipoFactura),
    opt('TipoRectificativa', record.TipoRectificativa),
    record.FacturasRectificadas &&
      el(
        'FacturasRectificadas',
        record.FacturasRectificadas.IDFacturaRectificada.map((id) =>
          el('IDFacturaRectificada', idFacturaChildren(id)),
        ),
      ),
    record.ImporteRectificacion &&
      el('ImporteRectificacion', [
        el('BaseRectificada', record.ImporteRectificacion.BaseRectificada),
        el('CuotaRectificada', record.ImporteRectificacion.CuotaRectificada),
      ]),
    opt('FechaOperacion', record.FechaOperacion),
    el('DescripcionOperacion', record.DescripcionOperacion),
    record.Destinatarios &&
      el(
        'Destinatarios',
        record.Destinatarios.IDDestinatario.map((party) =>
          el('IDDestinatario', [el('NombreRazon', party.NombreRazon), el('NIF', party.NIF)]),
        ),
      ),
    el(
      'Desglose',
      record.Desglose.DetalleDesglose.map((row) =>
        el('DetalleDesglose', [
          el('Impuesto', row.Impuesto),
          el('ClaveRegimen', row.ClaveRegimen),
          el('CalificacionOperacion', row.CalificacionOperacion),
          el('TipoImpositivo', row.TipoImpositivo),
          el('BaseImponibleOimporteNoSujeto', row.BaseImponibleOimporteNoSujeto),
          el('CuotaRepercutida', row.CuotaRepercutida),
        ]),
      ),
    ),
    el('CuotaTotal', record.CuotaTotal),
    el('ImporteTotal', record.ImporteTotal),
    encadenamientoXml(record.Encadenamiento),
    sistemaInformaticoXml(record.SistemaInformatico),
    el('FechaHoraHusoGenRegistro', record.FechaHoraHusoGenRegistro),
    el('TipoHuella', record.TipoHuella),
    el('Huella', record.Huella),
  ]);
}

/** RegistroFacturacionAnulacionType's sequence. */
function anulacionBody(record: RegistroAnulacion): string {
  return el('RegistroAnulacion', [
    el('IDVersion', record.IDVersion),
    el('IDFactura', [
      el('IDEmisorFacturaAnulada', record.IDFactura.IDEmisorFacturaAnulada),
      el('NumSerieFacturaAnulada', record.IDFactura.NumSerieFacturaAnulada),
      el('FechaExpedicionFacturaAnulada', record.IDFactura.FechaExpedicionFacturaAnulada),
    ]),
    encadenamientoXml(record.Encadenamiento),
    sistemaInformaticoXml(record.SistemaInformatico),
    el('FechaHoraHusoGenRegistro', record.FechaHoraHusoGenRegistro),
    el('TipoHuella', record.TipoHuella),
    el('Huella', record.Huella),
  ]);
}

/** Declares `sum1` on a standalone record's root (its own global element in the XSD). */
const standalone = (xml: string) =>
  xml.replace(/^<sum1:(\w+)>/, `<sum1:$1 xmlns:sum1="${SUM1_NAMESPACE}">`);

/** A RegistroAlta on its own, e.g. to validate it against the XSD. */
export const registroAltaXml = (record: RegistroAlta) => standalone(altaBody(record));

/** A RegistroAnulacion on its own. */
export const registroAnulacionXml = (record: RegistroAnulacion) =>
  standalone(anulacionBody(record));

export type RegistroFactura =
  { RegistroAlta: RegistroAlta } | { RegistroAnulacion: RegistroAnulacion };

/** One RegistroFactura's record on its own (the schema check that sets a refused one apart). */
export const registroFacturaXml = (record: RegistroFactura) =>
  'RegistroAlta' in record
    ? registroAltaXml(record.RegistroAlta)
    : registroAnulacionXml(record.RegistroAnulacion);

/** The RegFactuSistemaFacturacion message: the issuer (ObligadoEmision) and 1–1,000 records. */
export function regFactuSistemaFacturacionXml(
  obligadoEmision: { NombreRazon: string; NIF: string },
  records: readonly RegistroFactura[],
): string {
  if (records.length === 0 || records.length > MAX_RECORDS_PER_MESSAGE) {
    throw new RangeError(
      `A message carries 1 to ${MAX_RECORDS_PER_MESSAGE} records, not ${records.length}.`,
    );
  }
  const cabecera = `<sum:Cabecera>${el('ObligadoEmision', [
    el('NombreRazon', obligadoEmision.NombreRazon),
    el('NIF', obligadoEmision.NIF),
  ])}</sum:Cabecera>`;
  const registros = records
    .map(
      (record) =>
        `<sum:RegistroFactura>${
          'RegistroAlta' in record
            ? altaBody(record.RegistroAlta)
            : anulacionBody(record.RegistroAnulacion)
        }</sum:RegistroFactura>`,
    )
    .join('');
  return (
    `<sum:RegFactuSistemaFacturacion xmlns:sum="${SUM_NAMESPACE}" xmlns:sum1="${SUM1_NAMESPACE}">` +
    `${cabecera}${registros}</sum:RegFactuSistemaFacturacion>`
  );
}
