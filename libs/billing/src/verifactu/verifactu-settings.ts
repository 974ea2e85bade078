import { type AppConfig, type SettingDefinition } from '@px/platform';
import { type VerifactuEnvironment } from '@px/contracts';

/**
 * Billing's own environment settings (declared in its manifest, validated with the platform's at
 * every process start and documented in .env.example). The encryption key and the extra CA are
 * optional: without a key nothing can be stored or read (a Spanish 500 says so when it is needed),
 * and the extra CA only serves a test AEAT.
 */
export const CERT_ENCRYPTION_KEY: SettingDefinition = {
  name: 'CERT_ENCRYPTION_KEY',
  default: '',
  kind: { type: 'string' },
  description:
    'Key that encrypts the billing certificate at rest (AES-256-GCM): 32 random bytes as 64 hex characters or base64. npm start creates one in .data/; keep it with the database backups.',
  secret: true,
};

/** The AEAT's SOAP endpoint for VERI*FACTU records (the test one unless told otherwise). */
export const AEAT_TEST_ENDPOINT =
  'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';
export const AEAT_PRODUCTION_ENDPOINT =
  'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';

export const VERIFACTU_ENDPOINT: SettingDefinition = {
  name: 'VERIFACTU_ENDPOINT',
  default: AEAT_TEST_ENDPOINT,
  kind: { type: 'url', protocols: ['https:'] },
  description: `Where VERI*FACTU records are sent (SOAP over mutual TLS with the workshop's certificate). Production: ${AEAT_PRODUCTION_ENDPOINT}`,
};

export const VERIFACTU_ENVIRONMENT: SettingDefinition = {
  name: 'VERIFACTU_ENVIRONMENT',
  default: 'test',
  kind: { type: 'enum', values: ['test', 'production'] },
  description:
    "Which AEAT the records go to: test (the AEAT's test environment) or production. Set VERIFACTU_ENDPOINT to match.",
};

export const VERIFACTU_CA_FILE: SettingDefinition = {
  name: 'VERIFACTU_CA_FILE',
  default: '',
  kind: { type: 'string' },
  description:
    "A PEM file of an extra certificate authority trusted for VERIFACTU_ENDPOINT, besides the system's (a test AEAT). Empty: none.",
};

export const VERIFACTU_XSD_DIR: SettingDefinition = {
  name: 'VERIFACTU_XSD_DIR',
  default: '',
  kind: { type: 'string' },
  description:
    "A directory with the AEAT's VERI*FACTU schemas (SuministroLR.xsd, SuministroInformacion.xsd, RespuestaSuministro.xsd, with xmldsig-core-schema.xsd and soap-envelope.xsd): every message is validated against them before it is sent. Empty or incomplete: messages are sent unvalidated and the worker warns.",
};

export const VERIFACTU_SETTINGS = [
  CERT_ENCRYPTION_KEY,
  VERIFACTU_ENDPOINT,
  VERIFACTU_ENVIRONMENT,
  VERIFACTU_CA_FILE,
  VERIFACTU_XSD_DIR,
];

export interface VerifactuSettings {
  /** The raw key as configured ('' when not set). */
  encryptionKey: string;
  endpoint: string;
  environment: VerifactuEnvironment;
  /** Path of an extra trusted CA (PEM), or null. */
  caFile: string | null;
  /** Where the AEAT's schemas are, or null: messages go unvalidated. */
  xsdDir: string | null;
}

/** Billing's settings from the process configuration (already validated by loadConfig). */
export function verifactuSettings(config: Pick<AppConfig, 'moduleSettings'>): VerifactuSettings {
  const get = (definition: SettingDefinition) =>
    config.moduleSettings.get(definition.name) ?? definition.default ?? '';
  return {
    encryptionKey: get(CERT_ENCRYPTION_KEY).trim(),
    endpoint: get(VERIFACTU_ENDPOINT),
    environment: get(VERIFACTU_ENVIRONMENT) === 'production' ? 'production' : 'test',
    caFile: get(VERIFACTU_CA_FILE).trim() || null,
    xsdDir: get(VERIFACTU_XSD_DIR).trim() || null,
  };
}
