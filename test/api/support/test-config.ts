import { MODULE_SETTINGS } from '../../../libs/composition/src';
import { type AppConfig, loadConfig } from '../../../libs/platform/src/config';

/** The run's configuration (database and Redis prefix from the global setup) plus overrides. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig(
    {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SERVE_WEB: 'false',
      DATABASE_POOL_MAX: '4',
      JWT_SECRET: 'test-secret-for-the-api-tests-0123456789',
      // Every test signs in from 127.0.0.1; the rate-limit tests set their own limits.
      RATE_LIMIT_PER_MINUTE: '10000000',
      RATE_LIMIT_SENSITIVE_PER_MINUTE: '10000000',
      // The billing certificate's sealing key (a test key, like JWT_SECRET above).
      CERT_ENCRYPTION_KEY: '7465737420636572746966696361746520656e6372797074696f6e206b657921',
      // Never the AEAT from a test: a suite that sends records starts its own fake endpoint.
      VERIFACTU_ENDPOINT: 'https://127.0.0.1:9/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
      ...overrides,
    },
    '1.0.0-test',
    MODULE_SETTINGS,
  );
}
