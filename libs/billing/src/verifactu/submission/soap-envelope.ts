import {
  type RegistroFactura,
  regFactuSistemaFacturacionXml,
} from '../../domain/verifactu/registration-xml';

/** SOAP 1.1, as the AEAT's WSDL binds the service (document/literal, empty SOAPAction). */
export const SOAP_ENVELOPE_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';

/** A body element (already serialised, with its own namespace declarations) in a SOAP envelope. */
export function soapEnvelope(body: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soapenv:Envelope xmlns:soapenv="${SOAP_ENVELOPE_NAMESPACE}">` +
    `<soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`
  );
}

/** The message the AEAT receives: Cabecera (the issuer) and 1 to 1,000 RegistroFactura. */
export function regFactuEnvelope(
  obligadoEmision: { NombreRazon: string; NIF: string },
  records: readonly RegistroFactura[],
): string {
  return soapEnvelope(regFactuSistemaFacturacionXml(obligadoEmision, records));
}
