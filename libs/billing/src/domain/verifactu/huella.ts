import { createHash } from 'node:crypto';

/**
 * The chained fingerprint (Huella) of a VERI*FACTU record (Orden HAC/1177/2024 and the AEAT's huella
 * specification; DOMAIN's notes): SHA-256, uppercase hex, of `name=value` pairs joined by `&` in this
 * exact order, values trimmed and written exactly as in the record (amounts `12.35`, dates
 * `dd-mm-aaaa`), with the previous record's Huella (empty for the first record of the chain).
 */

export interface AltaHashFields {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoFactura: string;
  CuotaTotal: string;
  ImporteTotal: string;
  /** The previous record's Huella, '' for the first record. */
  HuellaAnterior: string;
  FechaHoraHusoGenRegistro: string;
}

export interface AnulacionHashFields {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
  HuellaAnterior: string;
  FechaHoraHusoGenRegistro: string;
}

const join = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([name, value]) => `${name}=${value.trim()}`).join('&');

/** The exact string hashed for an alta record. */
export function altaHashInput(fields: AltaHashFields): string {
  return join([
    ['IDEmisorFactura', fields.IDEmisorFactura],
    ['NumSerieFactura', fields.NumSerieFactura],
    ['FechaExpedicionFactura', fields.FechaExpedicionFactura],
    ['TipoFactura', fields.TipoFactura],
    ['CuotaTotal', fields.CuotaTotal],
    ['ImporteTotal', fields.ImporteTotal],
    ['Huella', fields.HuellaAnterior],
    ['FechaHoraHusoGenRegistro', fields.FechaHoraHusoGenRegistro],
  ]);
}

/** The exact string hashed for an anulación record. */
export function anulacionHashInput(fields: AnulacionHashFields): string {
  return join([
    ['IDEmisorFacturaAnulada', fields.IDEmisorFacturaAnulada],
    ['NumSerieFacturaAnulada', fields.NumSerieFacturaAnulada],
    ['FechaExpedicionFacturaAnulada', fields.FechaExpedicionFacturaAnulada],
    ['Huella', fields.HuellaAnterior],
    ['FechaHoraHusoGenRegistro', fields.FechaHoraHusoGenRegistro],
  ]);
}

export const sha256UpperHex = (input: string) =>
  createHash('sha256').update(input, 'utf8').digest('hex').toUpperCase();

export const altaHuella = (fields: AltaHashFields) => sha256UpperHex(altaHashInput(fields));

export const anulacionHuella = (fields: AnulacionHashFields) =>
  sha256UpperHex(anulacionHashInput(fields));
