import { SUM1_NAMESPACE, escapeXmlText } from '../src/domain/verifactu/registration-xml';

/**
 * Answers shaped as the AEAT's (RespuestaSuministro.xsd, the prefixes its service uses), for the
 * parser's tests and the fake AEAT of the API tests. Checked against RespuestaSuministro.xsd by
 * hand when written (the schemas are not in the repository: VERIFACTU_XSD_DIR).
 */
export const RESPUESTA_NAMESPACE = SUM1_NAMESPACE.replace(
  'SuministroInformacion.xsd',
  'RespuestaSuministro.xsd',
);

export interface FakeLine {
  issuerTaxId: string;
  invoiceNumber: string;
  /** dd-mm-aaaa. */
  issueDate: string;
  operation: 'Alta' | 'Anulacion';
  state: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
  code?: string;
  description?: string;
  duplicate?: 'Correcta' | 'AceptadaConErrores' | 'Anulada';
}

const t = (name: string, value: string) => `<tik:${name}>${escapeXmlText(value)}</tik:${name}>`;

export function aeatAnswer(answer: {
  issuer: { name: string; taxId: string };
  lines: FakeLine[];
  waitSeconds?: number;
  csv?: string;
}): string {
  const states = new Set(answer.lines.map((line) => line.state === 'Incorrecto'));
  const estado =
    states.size === 2 ? 'ParcialmenteCorrecto' : states.has(true) ? 'Incorrecto' : 'Correcto';
  const lines = answer.lines
    .map(
      (line) =>
        '<tikR:RespuestaLinea>' +
        `<tikR:IDFactura>${t('IDEmisorFactura', line.issuerTaxId)}${t('NumSerieFactura', line.invoiceNumber)}${t('FechaExpedicionFactura', line.issueDate)}</tikR:IDFactura>` +
        `<tikR:Operacion>${t('TipoOperacion', line.operation)}</tikR:Operacion>` +
        `<tikR:EstadoRegistro>${line.state}</tikR:EstadoRegistro>` +
        (line.code ? `<tikR:CodigoErrorRegistro>${line.code}</tikR:CodigoErrorRegistro>` : '') +
        (line.description
          ? `<tikR:DescripcionErrorRegistro>${escapeXmlText(line.description)}</tikR:DescripcionErrorRegistro>`
          : '') +
        (line.duplicate
          ? `<tikR:RegistroDuplicado>${t('IdPeticionRegistroDuplicado', '202611270001')}${t('EstadoRegistroDuplicado', line.duplicate)}</tikR:RegistroDuplicado>`
          : '') +
        '</tikR:RespuestaLinea>',
    )
    .join('');
  const presented =
    estado === 'Incorrecto' ? '' : `<tikR:CSV>${answer.csv ?? 'A-FAKECSV0001'}</tikR:CSV>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/>' +
    '<env:Body Id="Body">' +
    `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${RESPUESTA_NAMESPACE}" xmlns:tik="${SUM1_NAMESPACE}">` +
    presented +
    (presented
      ? `<tikR:DatosPresentacion>${t('NIFPresentador', answer.issuer.taxId)}${t('TimestampPresentacion', '2026-11-27T09:00:00+01:00')}</tikR:DatosPresentacion>`
      : '') +
    `<tikR:Cabecera><tik:ObligadoEmision>${t('NombreRazon', answer.issuer.name)}${t('NIF', answer.issuer.taxId)}</tik:ObligadoEmision></tikR:Cabecera>` +
    `<tikR:TiempoEsperaEnvio>${answer.waitSeconds ?? 60}</tikR:TiempoEsperaEnvio>` +
    `<tikR:EstadoEnvio>${estado}</tikR:EstadoEnvio>` +
    lines +
    '</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>'
  );
}

/** A SOAP Fault, as the AEAT answers a message it refuses whole. */
export function aeatFault(message: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body>' +
    `<env:Fault><faultcode>env:Client</faultcode><faultstring>${escapeXmlText(message)}</faultstring></env:Fault>` +
    '</env:Body></env:Envelope>'
  );
}
