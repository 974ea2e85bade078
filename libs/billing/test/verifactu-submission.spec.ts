import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildRegistroAlta,
  buildRegistroAnulacion,
  chainLinkOf,
} from '../src/domain/verifactu/registration-record';
import {
  DEFAULT_WAIT_SECONDS,
  lineKey,
  maySubmit,
  nextSubmissionAt,
  recordOutcome,
  waitSeconds,
} from '../src/domain/verifactu/submission-rules';
import {
  AeatFault,
  UnreadableAeatResponse,
  parseAeatResponse,
} from '../src/verifactu/submission/aeat-response';
import { connectionFailure, refusedByStatus } from '../src/verifactu/submission/connection-failure';
import { regFactuEnvelope } from '../src/verifactu/submission/soap-envelope';
import { loadAeatSchemas } from '../src/verifactu/submission/xsd-validator';
import { aeatAnswer, aeatFault } from './aeat-fixtures';
import { SYSTEM, VECTOR_INVOICE, at } from './verifactu-fixtures';

const ISSUER = { NombreRazon: 'Taller Pruebas SL', NIF: '89890001K' };
const alta = buildRegistroAlta(VECTOR_INVOICE, null, SYSTEM, at(30));
const simplified = buildRegistroAlta(
  { ...VECTOR_INVOICE, number: '12345679/G34', type: 'F2', recipient: null },
  chainLinkOf(alta),
  SYSTEM,
  at(35),
);
const anulacion = buildRegistroAnulacion(
  '89890001K',
  { number: '12345679/G34', issueDate: '2024-01-01' },
  chainLinkOf(simplified),
  SYSTEM,
  at(40),
);

describe("the AEAT's schemas", () => {
  // The AEAT's XSD files are not ours to ship: the directory VERIFACTU_XSD_DIR names holds them.
  it('are only used when the directory holds all five files', () => {
    expect(loadAeatSchemas(null)).toBeNull();
    expect(loadAeatSchemas(mkdtempSync(join(tmpdir(), 'px-xsd-')))).toBeNull();
  });

  it('wrap the records in a SOAP 1.1 envelope: Cabecera, then RegistroFactura in order', () => {
    const envelope = regFactuEnvelope(ISSUER, [
      { RegistroAlta: alta },
      { RegistroAlta: simplified },
      { RegistroAnulacion: anulacion },
    ]);
    expect(envelope).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><soapenv:Envelope /);
    const order = [...envelope.matchAll(/<(sum1?:\w+)/g)].map((match) => match[1]);
    expect(order.slice(0, 2)).toEqual(['sum:RegFactuSistemaFacturacion', 'sum:Cabecera']);
    expect(order.filter((name) => /Registro(Alta|Anulacion)$/.test(name))).toEqual([
      'sum1:RegistroAlta',
      'sum1:RegistroAlta',
      'sum1:RegistroAnulacion',
    ]);
  });
});

describe("the AEAT's answer", () => {
  const issuer = { name: 'Taller Pruebas SL', taxId: '89890001K' };
  const line = {
    issuerTaxId: '89890001K',
    issueDate: '01-01-2024',
    operation: 'Alta' as const,
  };
  const answer = aeatAnswer({
    issuer,
    waitSeconds: 90,
    lines: [
      { ...line, invoiceNumber: '12345678/G33', state: 'Correcto' },
      {
        ...line,
        invoiceNumber: '000123',
        state: 'AceptadoConErrores',
        code: '2004',
        description: 'El valor del campo FechaHoraHusoGenRegistro es incorrecto.',
      },
      {
        ...line,
        invoiceNumber: '12345679/G34',
        state: 'Incorrecto',
        code: '1100',
        description: 'Valor o tipo incorrecto del campo: NIF',
      },
      { ...line, invoiceNumber: '12345679/G34', operation: 'Anulacion', state: 'Correcto' },
    ],
  });

  it('reads the message state, the wait and each line (numbers and codes as text)', () => {
    const parsed = parseAeatResponse(answer);
    expect(parsed).toMatchObject({
      submissionState: 'ParcialmenteCorrecto',
      waitSeconds: '90',
      csv: 'A-FAKECSV0001',
    });
    expect(parsed.lines).toEqual([
      expect.objectContaining({
        invoiceNumber: '12345678/G33',
        state: 'Correcto',
        errorCode: null,
      }),
      expect.objectContaining({
        invoiceNumber: '000123',
        state: 'AceptadoConErrores',
        errorCode: '2004',
        errorDescription: 'El valor del campo FechaHoraHusoGenRegistro es incorrecto.',
      }),
      expect.objectContaining({
        issuerTaxId: '89890001K',
        invoiceNumber: '12345679/G34',
        issueDate: '01-01-2024',
        operation: 'Alta',
        state: 'Incorrecto',
        errorCode: '1100',
        errorDescription: 'Valor o tipo incorrecto del campo: NIF',
        duplicateState: null,
      }),
      expect.objectContaining({ invoiceNumber: '12345679/G34', operation: 'Anulacion' }),
    ]);
  });

  it('maps each line to its record status', () => {
    const [correcto, conErrores, incorrecto] = parseAeatResponse(answer).lines;
    expect(recordOutcome(correcto)).toEqual({ status: 'accepted', code: null, description: null });
    expect(recordOutcome(conErrores)).toMatchObject({
      status: 'accepted_with_errors',
      code: '2004',
    });
    expect(recordOutcome(incorrecto)).toEqual({
      status: 'rejected',
      code: '1100',
      description: 'Valor o tipo incorrecto del campo: NIF',
    });
    // Refused as a duplicate of a record the AEAT holds: an earlier message registered it.
    const duplicate = { ...incorrecto, code: '3000', duplicateState: 'Correcta' as const };
    expect(recordOutcome(duplicate).status).toBe('accepted');
    expect(recordOutcome({ ...duplicate, duplicateState: 'AceptadaConErrores' }).status).toBe(
      'accepted_with_errors',
    );
  });

  it('matches lines to records by invoice, date and operation (an alta and its anulación apart)', () => {
    const keys = parseAeatResponse(answer).lines.map((l) =>
      lineKey(l.invoiceNumber, l.issueDate, l.operation),
    );
    expect(new Set(keys).size).toBe(4);
    expect(keys[2]).toBe(lineKey('12345679/G34', '01-01-2024', 'Alta'));
    expect(keys[3]).toBe(lineKey(' 12345679/G34 ', '01-01-2024', 'Anulacion'));
  });

  it('reads a SOAP Fault as the whole message refused, and refuses what is not an answer', () => {
    expect(() => parseAeatResponse(aeatFault('Codigo[4102].El XML no cumple el esquema.'))).toThrow(
      new AeatFault('env:Client', 'Codigo[4102].El XML no cumple el esquema.'),
    );
    expect(() => parseAeatResponse('<html><body>502 Bad Gateway</body></html>')).toThrow(
      UnreadableAeatResponse,
    );
    expect(() =>
      parseAeatResponse('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>'),
    ).toThrow(UnreadableAeatResponse);
  });
});

describe('the wait between messages (TiempoEsperaEnvio)', () => {
  const now = new Date('2026-11-27T09:00:00Z');

  it('reads the seconds the AEAT asks for, 60 when it does not say', () => {
    expect(waitSeconds('90')).toBe(90);
    expect(waitSeconds(0)).toBe(0);
    expect(waitSeconds('')).toBe(DEFAULT_WAIT_SECONDS);
    expect(waitSeconds(null)).toBe(DEFAULT_WAIT_SECONDS);
    expect(waitSeconds('abc')).toBe(DEFAULT_WAIT_SECONDS);
    expect(nextSubmissionAt(now, '90')).toEqual(new Date('2026-11-27T09:01:30Z'));
  });

  it('sends nothing before that instant, unless a full message (1,000 records) is waiting', () => {
    const next = new Date('2026-11-27T09:01:30Z');
    expect(maySubmit(null, now, 1)).toBe(true);
    expect(maySubmit(next, now, 999)).toBe(false);
    expect(maySubmit(next, new Date('2026-11-27T09:01:29.999Z'), 1)).toBe(false);
    expect(maySubmit(next, next, 1)).toBe(true);
    expect(maySubmit(next, now, 1000)).toBe(true);
  });
});

describe('why a connection failed, in Spanish', () => {
  const host = 'prewww1.aeat.es';

  it.each([
    [{ code: 'ENOTFOUND' }, false, 'dns', 'No se encuentra el servidor prewww1.aeat.es'],
    [{ code: 'ECONNREFUSED' }, false, 'refused', 'no acepta conexiones'],
    [{ code: 'ETIMEDOUT' }, false, 'timeout', 'no ha respondido a tiempo'],
    [{ code: 'SELF_SIGNED_CERT_IN_CHAIN' }, false, 'server_certificate', 'identidad del servidor'],
    [
      { code: 'ERR_SSL_TLSV1_ALERT_UNKNOWN_CA' },
      false,
      'client_certificate',
      'ha rechazado el certificado del taller',
    ],
    [
      { code: 'ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED' },
      false,
      'client_certificate',
      'rechazado el certificado',
    ],
    [{ code: 'ECONNRESET' }, true, 'client_certificate', 'rechazado el certificado'],
    [{ code: 'ECONNRESET', message: 'socket hang up' }, false, 'other', 'socket hang up'],
  ])('%j (handshake %s) is %s', (error, handshake, kind, text) => {
    const failure = connectionFailure(error, host, handshake);
    expect(failure.kind).toBe(kind);
    expect(failure.message).toContain(text);
  });

  it('reads 401 and 403 as the certificate not admitted, any other status as a connection', () => {
    expect(refusedByStatus(403, host)?.kind).toBe('client_certificate');
    expect(refusedByStatus(401, host)?.message).toContain('HTTP 401');
    expect(refusedByStatus(200, host)).toBeNull();
    expect(refusedByStatus(500, host)).toBeNull();
  });
});
