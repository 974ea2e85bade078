import { XMLParser } from 'fast-xml-parser';
import { type AeatResponseLine } from '../../domain/verifactu/submission-rules';

/**
 * The AEAT's answer to RegFactuSistemaFacturacion (RespuestaSuministro.xsd), read by local names
 * (prefixes vary between the AEAT and its test environment): the message's state, the wait
 * before the next one, and one line per record. A SOAP Fault (the whole message refused, e.g. a
 * certificate not allowed to send for that NIF) is an AeatFault.
 */
export interface AeatResponse {
  /** Correcto, ParcialmenteCorrecto or Incorrecto. */
  submissionState: string;
  /** TiempoEsperaEnvio, seconds, as written. */
  waitSeconds: string | null;
  /** The receipt's secure verification code, when the message was not refused. */
  csv: string | null;
  lines: AeatResponseLine[];
}

export class AeatFault extends Error {
  constructor(
    readonly faultCode: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'AeatFault';
  }
}

/** The answer is not what the service answers (an HTML error page, a proxy's reply…). */
export class UnreadableAeatResponse extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableAeatResponse';
  }
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  // Every value stays text: an invoice number "000123" or a code keeps its digits.
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'RespuestaLinea',
});

type Node = Record<string, unknown>;

const text = (value: unknown): string | null =>
  value === undefined || value === null || typeof value === 'object' ? null : String(value);

const node = (value: unknown): Node =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};

export function parseAeatResponse(xml: string): AeatResponse {
  // The service never sends a DTD: refusing one keeps entity expansion out of the parser.
  if (/<!DOCTYPE/i.test(xml)) throw new UnreadableAeatResponse('La respuesta trae un DTD.');
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch (error) {
    throw new UnreadableAeatResponse(`La respuesta no es XML: ${(error as Error).message}`);
  }
  const body = node(node(document.Envelope).Body);
  if (body.Fault !== undefined) {
    const fault = node(body.Fault);
    throw new AeatFault(
      text(fault.faultcode),
      text(fault.faultstring) ?? 'La AEAT ha rechazado el envío sin explicar el motivo.',
    );
  }
  const answer = body.RespuestaRegFactuSistemaFacturacion;
  if (answer === undefined) {
    throw new UnreadableAeatResponse('La respuesta no es una RespuestaRegFactuSistemaFacturacion.');
  }
  const respuesta = node(answer);
  const lines = ((respuesta.RespuestaLinea as unknown[] | undefined) ?? []).map((raw) => {
    const line = node(raw);
    const id = node(line.IDFactura);
    const duplicate = node(line.RegistroDuplicado);
    return {
      issuerTaxId: text(id.IDEmisorFactura) ?? '',
      invoiceNumber: text(id.NumSerieFactura) ?? '',
      issueDate: text(id.FechaExpedicionFactura) ?? '',
      operation: text(node(line.Operacion).TipoOperacion) === 'Anulacion' ? 'Anulacion' : 'Alta',
      state: registroState(text(line.EstadoRegistro)),
      errorCode: text(line.CodigoErrorRegistro),
      errorDescription: text(line.DescripcionErrorRegistro),
      duplicateState: duplicateState(text(duplicate.EstadoRegistroDuplicado)),
    } satisfies AeatResponseLine;
  });
  return {
    submissionState: text(respuesta.EstadoEnvio) ?? '',
    waitSeconds: text(respuesta.TiempoEsperaEnvio),
    csv: text(respuesta.CSV),
    lines,
  };
}

function registroState(value: string | null): AeatResponseLine['state'] {
  return value === 'Correcto' || value === 'AceptadoConErrores' ? value : 'Incorrecto';
}

function duplicateState(value: string | null): AeatResponseLine['duplicateState'] {
  return value === 'Correcta' || value === 'AceptadaConErrores' || value === 'Anulada'
    ? value
    : null;
}
