import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { rootCertificates } from 'node:tls';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@px/platform';
import { type VerifactuSettings, verifactuSettings } from '../verifactu-settings';
import { type AeatSchemas, loadAeatSchemas } from './xsd-validator';
import { type ConnectionFailure, connectionFailure, refusedByStatus } from './connection-failure';

/** What mutual TLS needs of the workshop's certificate. */
export interface ClientCertificate {
  pfx: Buffer;
  passphrase: string;
}

export interface HttpAnswer {
  status: number;
  body: string;
}

/** The request did not get an HTTP answer (or got a 401/403): nothing was registered. */
export class AeatConnectionError extends Error {
  constructor(readonly failure: ConnectionFailure) {
    super(failure.message);
    this.name = 'AeatConnectionError';
  }
}

/** An answer can be long (1,000 lines) but not unbounded. */
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;
/** Longest wait for an answer; the submission's transaction allows more (see its command). */
export const AEAT_REQUEST_TIMEOUT_MS = 60_000;

/**
 * HTTPS to the configured endpoint with the workshop's certificate (mutual TLS). A new connection
 * each time (`agent: false`): submissions are a minute apart and a replaced certificate must be
 * the one presented. The extra CA of VERIFACTU_CA_FILE is trusted besides the system's.
 */
@Injectable()
export class AeatTransport {
  private readonly settings: VerifactuSettings;
  private extraCa: string | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = verifactuSettings(config);
  }

  get endpoint(): string {
    return this.settings.endpoint;
  }

  /** The AEAT's schemas every message is checked against, or null when none are configured. */
  get schemas(): AeatSchemas | null {
    return loadAeatSchemas(this.settings.xsdDir);
  }

  get host(): string {
    return new URL(this.settings.endpoint).host;
  }

  /** POSTs a SOAP message; the answer whatever its status (a SOAP Fault comes as a 500). */
  post(envelope: string, certificate: ClientCertificate): Promise<HttpAnswer> {
    return this.exchange('POST', certificate, envelope);
  }

  /** "Probar conexión": a GET with the certificate; any answer but 401/403 means it was admitted. */
  async probe(certificate: ClientCertificate): Promise<HttpAnswer> {
    return this.exchange('GET', certificate, null);
  }

  private exchange(
    method: 'GET' | 'POST',
    certificate: ClientCertificate,
    body: string | null,
  ): Promise<HttpAnswer> {
    const url = new URL(this.settings.endpoint);
    const payload = body === null ? null : Buffer.from(body, 'utf8');
    return new Promise<HttpAnswer>((resolve, reject) => {
      let handshaking = false;
      const fail = (error: NodeJS.ErrnoException) =>
        reject(new AeatConnectionError(connectionFailure(error, url.host, handshaking)));
      const outgoing = request(
        url,
        {
          method,
          agent: false,
          pfx: certificate.pfx,
          passphrase: certificate.passphrase,
          ca: this.trustedCas(),
          timeout: AEAT_REQUEST_TIMEOUT_MS,
          headers: {
            Accept: 'text/xml',
            ...(payload && {
              'Content-Type': 'text/xml; charset=utf-8',
              'Content-Length': String(payload.length),
              SOAPAction: '""',
            }),
          },
        },
        (incoming) => {
          handshaking = false;
          const chunks: Buffer[] = [];
          let size = 0;
          incoming.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) {
              incoming.destroy();
              fail({ name: 'Error', message: 'respuesta demasiado grande' });
              return;
            }
            chunks.push(chunk);
          });
          incoming.on('error', fail);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 0;
            const refused = refusedByStatus(status, url.host);
            if (refused) reject(new AeatConnectionError(refused));
            else resolve({ status, body: Buffer.concat(chunks).toString('utf8') });
          });
        },
      );
      // Until the answer starts, a reset is the server refusing our certificate (TLS 1.3 judges
      // it after the client's side of the handshake is done, so it comes as a reset or an alert).
      outgoing.on('socket', () => {
        handshaking = true;
      });
      outgoing.on('timeout', () =>
        outgoing.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
      );
      outgoing.on('error', fail);
      outgoing.end(payload ?? undefined);
    });
  }

  private trustedCas(): string[] | undefined {
    if (!this.settings.caFile) return undefined;
    this.extraCa ??= readFileSync(this.settings.caFile, 'utf8');
    return [...rootCertificates, this.extraCa];
  }
}
