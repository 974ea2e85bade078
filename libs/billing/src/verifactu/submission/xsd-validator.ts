import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type XMLFileInfo, validateXML } from 'xmllint-wasm';
import { SUM_NAMESPACE } from '../../domain/verifactu/registration-xml';
import { SOAP_ENVELOPE_NAMESPACE } from './soap-envelope';

/**
 * Validation against the AEAT's own XSD with libxml2's xmllint compiled to WebAssembly: no native
 * build, no network. The schemas are the AEAT's published files, not ours to redistribute: they
 * are read from the directory VERIFACTU_XSD_DIR names (docs/decisions.md, "VERI*FACTU
 * submission"). SuministroInformacion.xsd imports the XML-signature schema from the W3C's address;
 * the local copy is named instead when the schemas are loaded (the files stay as published).
 */
const RESPUESTA_NAMESPACE = SUM_NAMESPACE.replace('SuministroLR.xsd', 'RespuestaSuministro.xsd');
const SCHEMA_FILES = [
  'SuministroLR.xsd',
  'SuministroInformacion.xsd',
  'RespuestaSuministro.xsd',
  'xmldsig-core-schema.xsd',
  'soap-envelope.xsd',
];
const REMOTE_XMLDSIG = 'http://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd';

/** One schema for every message of the service: the envelope, the request and the answer. */
const MAIN_SCHEMA: XMLFileInfo = {
  fileName: 'verifactu.xsd',
  contents:
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<schema xmlns="http://www.w3.org/2001/XMLSchema">' +
    `<import namespace="${SOAP_ENVELOPE_NAMESPACE}" schemaLocation="soap-envelope.xsd"/>` +
    `<import namespace="${SUM_NAMESPACE}" schemaLocation="SuministroLR.xsd"/>` +
    `<import namespace="${RESPUESTA_NAMESPACE}" schemaLocation="RespuestaSuministro.xsd"/>` +
    '</schema>',
};

/** The AEAT's schemas as loaded from one directory, ready for xmllint. */
export interface AeatSchemas {
  readonly directory: string;
  readonly files: XMLFileInfo[];
}

const loaded = new Map<string, AeatSchemas>();

/**
 * The schemas in `directory`, or null when it is not configured or lacks any of the five files
 * (the caller then sends without the schema check, and says so). Read once per directory.
 */
export function loadAeatSchemas(directory: string | null): AeatSchemas | null {
  if (!directory) return null;
  const cached = loaded.get(directory);
  if (cached) return cached;
  if (!SCHEMA_FILES.every((fileName) => existsSync(join(directory, fileName)))) return null;
  const schemas: AeatSchemas = {
    directory,
    files: SCHEMA_FILES.map((fileName) => ({
      fileName,
      contents: readFileSync(join(directory, fileName), 'utf8').replace(
        REMOTE_XMLDSIG,
        'xmldsig-core-schema.xsd',
      ),
    })),
  };
  loaded.set(directory, schemas);
  return schemas;
}

export interface XsdCheck {
  valid: boolean;
  /** libxml2's messages, without the file name. */
  errors: string[];
}

/**
 * A SOAP message of the service (the RegFactuSistemaFacturacion sent, or the AEAT's answer):
 * the envelope's Body content is validated against its own schema (lax, so strict when known).
 */
export async function validateSoapMessage(xml: string, schemas: AeatSchemas): Promise<XsdCheck> {
  const result = await validateXML({
    xml: { fileName: 'message.xml', contents: xml },
    schema: MAIN_SCHEMA,
    preload: schemas.files,
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}

/**
 * Which of the records (each one's XML on its own, RegistroAlta or RegistroAnulacion) the schema
 * refuses, with the first reason for each: all checked in one run of xmllint.
 */
export async function invalidRecords(
  records: readonly { id: string; xml: string }[],
  schemas: AeatSchemas,
): Promise<Map<string, string>> {
  if (records.length === 0) return new Map();
  const files = records.map((record, index) => ({
    fileName: `record-${index}.xml`,
    contents: record.xml,
  }));
  const result = await validateXML({ xml: files, schema: MAIN_SCHEMA, preload: schemas.files });
  const invalid = new Map<string, string>();
  for (const error of result.errors) {
    const index = /^record-(\d+)\.xml$/.exec(error.loc?.fileName ?? '')?.[1];
    const record = index === undefined ? undefined : records[Number(index)];
    if (record && !invalid.has(record.id)) invalid.set(record.id, error.message);
  }
  return invalid;
}
