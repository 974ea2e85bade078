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

/**
 * The alta hash input around the two values only known under the chain's lock, the invoice's
 * number and the previous Huella: `beforeNumber + number + beforePrevious + previous + after` is
 * `altaHashInput`. Issuing in one statement hashes it in PostgreSQL (`sha256`, invoice-issuing-
 * statement.ts) while the counter and chain rows are held. Cut from `altaHashInput` itself at two
 * marks no field can hold (no value here is free text: NIF, date, type, amounts, timestamp), so
 * the order and the trimming stay written once.
 */
export interface AltaHashTemplate {
  beforeNumber: string;
  beforePrevious: string;
  after: string;
}

const NUMBER_MARK = '\u0000';
const PREVIOUS_MARK = '\u0001';

export function altaHashTemplate(
  fields: Omit<AltaHashFields, 'NumSerieFactura' | 'HuellaAnterior'>,
): AltaHashTemplate {
  const input = altaHashInput({
    ...fields,
    NumSerieFactura: NUMBER_MARK,
    HuellaAnterior: PREVIOUS_MARK,
  });
  const [beforeNumber, rest] = input.split(NUMBER_MARK);
  const [beforePrevious, after] = rest.split(PREVIOUS_MARK);
  return { beforeNumber, beforePrevious, after };
}

export const sha256UpperHex = (input: string) =>
  createHash('sha256').update(input, 'utf8').digest('hex').toUpperCase();

export const altaHuella = (fields: AltaHashFields) => sha256UpperHex(altaHashInput(fields));

export const anulacionHuella = (fields: AnulacionHashFields) =>
  sha256UpperHex(anulacionHashInput(fields));
