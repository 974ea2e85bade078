import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type Server, createServer } from 'node:https';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TLSSocket } from 'node:tls';
import { XMLParser } from 'fast-xml-parser';
import { type FakeLine, aeatAnswer, aeatFault } from '../../../libs/billing/test/aeat-fixtures';
import {
  type IssuedCertificate,
  type TestAuthority,
  issueCertificate,
  pkcs12Of,
  testAuthority,
  workshopSubject,
} from '../../../libs/billing/test/certificate-fixtures';
import {
  loadAeatSchemas,
  validateSoapMessage,
} from '../../../libs/billing/src/verifactu/submission/xsd-validator';

/**
 * A fake AEAT for the API tests: a local HTTPS SOAP server, started by the test itself, behind a
 * test CA made at test time (node-forge). It asks for a client certificate and refuses any its
 * CA did not issue (`requestCert`, `rejectUnauthorized`), like the AEAT. It checks each message
 * against the AEAT's XSD (a SOAP Fault when it does not comply, as the AEAT answers) and answers
 * each record Correcto unless the test chose another outcome for its invoice number, with the
 * TiempoEsperaEnvio the test chose. The API under test trusts the CA through VERIFACTU_CA_FILE.
 */
export interface ReceivedMessage {
  /** The client certificate's subject CN. */
  clientCertificate: string;
  issuer: { name: string; taxId: string };
  records: { invoiceNumber: string; operation: 'Alta' | 'Anulacion' }[];
}

export type RecordAnswer = Pick<FakeLine, 'state' | 'code' | 'description' | 'duplicate'>;

export interface FakeAeat {
  /** The endpoint (VERIFACTU_ENDPOINT). */
  url: string;
  /** The test CA's PEM file (VERIFACTU_CA_FILE). */
  caFile: string;
  /** The workshop's certificate as it would upload it, and its password. */
  workshopP12: Buffer;
  workshopPassword: string;
  authority: TestAuthority;
  received: ReceivedMessage[];
  /** The answer for a record of this invoice number (default: Correcto). */
  answer(invoiceNumber: string, answer: RecordAnswer | null): void;
  /** TiempoEsperaEnvio of the next answers, in seconds. */
  waitSeconds: number;
  /** From now on, client certificates are checked against another CA (so ours is refused). */
  refuseClientCertificates(refuse: boolean): void;
  close(): Promise<void>;
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'RegistroFactura',
});

type Node = Record<string, Record<string, unknown>>;

export async function startFakeAeat(workshop: {
  holder: string;
  taxId: string;
}): Promise<FakeAeat> {
  const authority = testAuthority('PX Fake AEAT CA');
  const stranger = testAuthority('Another CA');
  const server: IssuedCertificate = issueCertificate(authority, {
    subject: [{ name: 'commonName', value: 'localhost' }],
    usage: 'server',
    altNames: { dns: ['localhost'], ip: ['127.0.0.1'] },
  });
  const client = issueCertificate(authority, {
    subject: workshopSubject({
      holder: workshop.holder,
      companyTaxId: workshop.taxId,
      personTaxId: '12345678Z',
    }),
    usage: 'client',
  });
  const workshopPassword = `Clave-${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'px-fake-aeat-'));
  const caFile = join(dir, 'ca.pem');
  writeFileSync(caFile, authority.pem);

  const answers = new Map<string, RecordAnswer>();
  const received: ReceivedMessage[] = [];
  const context = (ca: TestAuthority) => ({
    key: server.keyPem,
    cert: server.certificatePem,
    ca: [ca.pem],
  });

  const fake: FakeAeat = {
    url: '',
    caFile,
    workshopP12: pkcs12Of(client, workshopPassword, { chain: [authority] }),
    workshopPassword,
    authority,
    received,
    waitSeconds: 0,
    answer: (invoiceNumber, answer) => {
      if (answer) answers.set(invoiceNumber, answer);
      else answers.delete(invoiceNumber);
    },
    refuseClientCertificates: (refuse) =>
      https.setSecureContext(context(refuse ? stranger : authority)),
    close: () =>
      new Promise<void>((resolve) => {
        https.close(() => resolve());
        https.closeAllConnections();
        rmSync(dir, { recursive: true, force: true });
      }),
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const reply = (status: number, body: string) =>
      response.writeHead(status, { 'Content-Type': 'text/xml; charset=utf-8' }).end(body);
    if (request.method === 'GET') {
      reply(200, '<?xml version="1.0"?><wsdl>PX fake AEAT</wsdl>');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const xml = Buffer.concat(chunks).toString('utf8');
    // Like the AEAT, refuse what its schemas do not allow, when they are at hand.
    const schemas = loadAeatSchemas(process.env.VERIFACTU_XSD_DIR ?? null);
    const check = schemas ? await validateSoapMessage(xml, schemas) : { valid: true, errors: [] };
    if (!check.valid) {
      reply(500, aeatFault(`Codigo[4102].El XML no cumple el esquema. ${check.errors[0]}`));
      return;
    }
    const message = (parser.parse(xml) as Node).Envelope.Body as Record<string, Node>;
    const regFactu = message.RegFactuSistemaFacturacion;
    const obligado = (regFactu.Cabecera as Node).ObligadoEmision as unknown as Record<
      string,
      string
    >;
    const issuer = { name: obligado.NombreRazon, taxId: obligado.NIF };
    const records = (regFactu.RegistroFactura as unknown as Node[]).map((registro) => {
      if (registro.RegistroAlta) {
        const id = registro.RegistroAlta.IDFactura as Record<string, string>;
        return {
          invoiceNumber: id.NumSerieFactura,
          issueDate: id.FechaExpedicionFactura,
          operation: 'Alta' as const,
        };
      }
      const id = registro.RegistroAnulacion.IDFactura as Record<string, string>;
      return {
        invoiceNumber: id.NumSerieFacturaAnulada,
        issueDate: id.FechaExpedicionFacturaAnulada,
        operation: 'Anulacion' as const,
      };
    });
    const peer = (request.socket as TLSSocket).getPeerCertificate();
    received.push({
      clientCertificate: String(peer.subject?.CN ?? ''),
      issuer,
      records: records.map(({ invoiceNumber, operation }) => ({ invoiceNumber, operation })),
    });
    reply(
      200,
      aeatAnswer({
        issuer,
        waitSeconds: fake.waitSeconds,
        lines: records.map((record) => ({
          issuerTaxId: issuer.taxId,
          ...record,
          ...(answers.get(record.invoiceNumber) ?? { state: 'Correcto' }),
        })),
      }),
    );
  };

  const https: Server = createServer(
    { ...context(authority), requestCert: true, rejectUnauthorized: true },
    (request, response) => {
      handle(request, response).catch((error: Error) => {
        response.writeHead(500).end(aeatFault(`Error del servidor de pruebas: ${error.message}`));
      });
    },
  );
  await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
  const { port } = https.address() as AddressInfo;
  fake.url = `https://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`;
  return fake;
}
