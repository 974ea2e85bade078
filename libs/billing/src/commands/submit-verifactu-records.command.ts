import { Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, DomainError, runSql } from '@px/platform';
import { GetWorkshopProfileQuery } from '@px/system';
import { type RegistroAlta, type RegistroAnulacion } from '../domain/verifactu/registration-record';
import {
  MAX_RECORDS_PER_MESSAGE,
  type RegistroFactura,
  registroFacturaXml,
} from '../domain/verifactu/registration-xml';
import {
  lineKey,
  maySubmit,
  nextSubmissionAt,
  recordOutcome,
} from '../domain/verifactu/submission-rules';
import {
  GetSigningCertificateQuery,
  type SigningCertificate,
} from '../queries/signing-certificate.query';
import {
  AeatFault,
  UnreadableAeatResponse,
  parseAeatResponse,
} from '../verifactu/submission/aeat-response';
import {
  AEAT_REQUEST_TIMEOUT_MS,
  AeatConnectionError,
  AeatTransport,
} from '../verifactu/submission/aeat-transport';
import { regFactuEnvelope } from '../verifactu/submission/soap-envelope';
import {
  type XsdCheck,
  invalidRecords,
  validateSoapMessage,
} from '../verifactu/submission/xsd-validator';

const VALID: XsdCheck = { valid: true, errors: [] };

export type SubmissionResult =
  | 'submitted'
  | 'nothing_pending'
  | 'busy'
  | 'waiting'
  | 'no_certificate'
  | 'invalid_message'
  | 'connection_failed'
  | 'refused';

export interface SubmissionOutcome {
  result: SubmissionResult;
  /** Records in the message (or that would have been). */
  records: number;
  accepted: number;
  acceptedWithErrors: number;
  rejected: number;
  /** Not before this instant, the next message (the AEAT's TiempoEsperaEnvio). */
  nextAllowedAt: Date | null;
  /** When the job should run again rather than wait for the schedule, or null. */
  followUpAt: Date | null;
  message: string;
}

/**
 * One message to the AEAT (the worker's VerifactuSubmissionJob): the next pending records of the
 * first issuer's chain, up to 1,000 in chain order, locked `for update skip locked` (two workers
 * never send the same record; the submission state's row, locked the same way, makes them take
 * turns), built into RegFactuSistemaFacturacion, checked against the AEAT's XSD, sent over mutual
 * TLS and each record's answer stored. The transaction stays open while the AEAT answers, so a
 * crash before the answer is stored leaves the records pending (and an AEAT that had registered
 * them answers "duplicated" next time, which recordOutcome reads as registered).
 *
 * Without certificate, network or a readable answer the records stay pending with one more
 * attempt; a record the schema refuses is set apart as rejected (it can never be sent: records
 * are immutable) so it does not hold back the rest; a record the AEAT refuses for its own data
 * is rejected while the others of the message stand as answered.
 */
export class SubmitVerifactuRecordsCommand extends Command<SubmissionOutcome> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}

interface StateRow {
  next_allowed_at: Date | null;
}

interface PendingRow {
  id: string;
  kind: 'alta' | 'anulacion';
  record: RegistroAlta | RegistroAnulacion | string;
}

interface RecordUpdate {
  id: string;
  status: string;
  code: string | null;
  description: string | null;
  /** The AEAT (or the schema) answered for this record; otherwise it only counts an attempt. */
  answered: boolean;
  /** It went to the AEAT (the schema's refusals never did). */
  submitted: boolean;
}

/** Longer than the AEAT's answer may take: the platform's idle-transaction limit is shorter. */
const SUBMISSION_IDLE_LIMIT_MS = AEAT_REQUEST_TIMEOUT_MS + 60_000;

@CommandHandler(SubmitVerifactuRecordsCommand)
export class SubmitVerifactuRecordsHandler implements ICommandHandler<
  SubmitVerifactuRecordsCommand,
  SubmissionOutcome
> {
  private readonly logger = new Logger('SubmitVerifactuRecords');
  private warned = false;

  /** Once per process: without the AEAT's schemas, messages go out unchecked. */
  private warnUnvalidated(): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.warn(
      'VERIFACTU_XSD_DIR does not hold the AEAT schemas: VERI*FACTU messages are sent without the XSD check',
    );
  }

  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
    private readonly transport: AeatTransport,
  ) {}

  async execute({ now }: SubmitVerifactuRecordsCommand): Promise<SubmissionOutcome> {
    const [certificate, workshop] = await Promise.all([
      this.signingCertificate(),
      this.queries.execute(new GetWorkshopProfileQuery()),
    ]);
    return this.commands.run(async (em) => {
      await runSql(
        em,
        `set local idle_in_transaction_session_timeout = ${SUBMISSION_IDLE_LIMIT_MS}`,
      );
      const [state] = await runSql<StateRow>(
        em,
        'select next_allowed_at from verifactu_submission_state where id = 1 for update skip locked',
      );
      if (!state) return outcome('busy', 0, null, 'Otro envío está en curso.');
      const nextAllowedAt = state.next_allowed_at ? new Date(state.next_allowed_at) : null;
      const [first] = await runSql<{ issuer_tax_id: string }>(
        em,
        `select issuer_tax_id from verifactu_record where submission_status = 'pending'
          order by issuer_tax_id, position limit 1`,
      );
      if (!first)
        return outcome('nothing_pending', 0, nextAllowedAt, 'No hay registros pendientes.');
      const issuer = first.issuer_tax_id;
      const rows = await runSql<PendingRow>(
        em,
        `select id, kind, record from verifactu_record
          where submission_status = 'pending' and issuer_tax_id = $1
          order by position limit $2 for update skip locked`,
        [issuer, MAX_RECORDS_PER_MESSAGE],
      );
      if (rows.length === 0) return outcome('busy', 0, nextAllowedAt, 'Otro envío está en curso.');
      if (!maySubmit(nextAllowedAt, now, rows.length)) {
        return {
          ...outcome(
            'waiting',
            rows.length,
            nextAllowedAt,
            'La AEAT pide esperar antes del próximo envío.',
          ),
          followUpAt: nextAllowedAt,
        };
      }
      if (!certificate.ok) {
        // Nothing was sent: the records are left as they are (an install that has not set its
        // certificate up yet must not rewrite every pending record each minute); the state says why.
        await saveState(em, { outcome: 'no_certificate', message: certificate.message });
        return outcome('no_certificate', rows.length, nextAllowedAt, certificate.message);
      }

      const records = rows.map((row) => ({ row, record: recordOf(row) }));
      const name =
        workshop && workshop.nif === issuer ? workshop.legal_name : issuerName(records[0].record);
      const cabecera = { NombreRazon: name, NIF: issuer };
      let sendable = records;
      let envelope = regFactuEnvelope(
        cabecera,
        sendable.map(({ record }) => record),
      );
      const updates: RecordUpdate[] = [];
      const schemas = this.transport.schemas;
      if (!schemas) this.warnUnvalidated();
      let check = schemas ? await validateSoapMessage(envelope, schemas) : VALID;
      if (schemas && !check.valid) {
        // Which records the schema refuses: set apart, so they never hold back the others.
        const refused = await invalidRecords(
          records.map(({ row, record }) => ({ id: row.id, xml: registroFacturaXml(record) })),
          schemas,
        );
        for (const [id, reason] of refused) {
          updates.push({
            id,
            status: 'rejected',
            code: null,
            description: `No cumple el esquema XSD de la AEAT y no se ha enviado: ${reason}`.slice(
              0,
              1500,
            ),
            answered: true,
            submitted: false,
          });
        }
        sendable = records.filter(({ row }) => !refused.has(row.id));
        if (sendable.length > 0) {
          envelope = regFactuEnvelope(
            cabecera,
            sendable.map(({ record }) => record),
          );
          check = await validateSoapMessage(envelope, schemas);
        }
        if (sendable.length === 0 || !check.valid) {
          const message = check.valid
            ? 'Ningún registro cumple el esquema XSD de la AEAT.'
            : `El mensaje no cumple el esquema XSD de la AEAT (revisa los datos fiscales del taller): ${check.errors[0] ?? ''}`;
          await applyUpdates(
            em,
            [...updates, ...unanswered(sendable.map(({ row }) => row.id))],
            now,
          );
          await saveState(em, { outcome: 'invalid_message', message });
          return counted(outcome('invalid_message', rows.length, nextAllowedAt, message), updates);
        }
      }

      let response;
      try {
        const answer = await this.transport.post(envelope, certificate.certificate);
        response = parseAeatResponse(answer.body);
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        await applyUpdates(em, [...updates, ...unanswered(sendable.map(({ row }) => row.id))], now);
        await saveState(em, { outcome: failure.result, message: failure.message });
        return counted(
          outcome(failure.result, rows.length, nextAllowedAt, failure.message),
          updates,
        );
      }

      const lines = new Map(
        response.lines.map((line) => [
          lineKey(line.invoiceNumber, line.issueDate, line.operation),
          line,
        ]),
      );
      for (const { row, record } of sendable) {
        const line = lines.get(keyOf(record));
        if (!line) {
          updates.push(...unanswered([row.id]));
          continue;
        }
        const answer = recordOutcome(line);
        updates.push({
          id: row.id,
          status: answer.status,
          code: answer.code?.slice(0, 20) ?? null,
          description: answer.description,
          answered: true,
          submitted: true,
        });
      }
      await applyUpdates(em, updates, now);
      const next = nextSubmissionAt(new Date(), response.waitSeconds);
      const message = `Envío ${response.submissionState || 'sin estado'}${response.csv ? ` (CSV ${response.csv})` : ''}: ${sendable.length} registro(s).`;
      await saveState(em, { outcome: 'submitted', message, submittedAt: now, nextAllowedAt: next });
      return {
        ...counted(outcome('submitted', rows.length, next, message), updates),
        followUpAt: rows.length === MAX_RECORDS_PER_MESSAGE ? next : null,
      };
    });
  }

  /** The certificate, or why there is none to use (no key configured counts as none). */
  private async signingCertificate(): Promise<
    { ok: true; certificate: SigningCertificate } | { ok: false; message: string }
  > {
    try {
      const certificate = await this.queries.execute(new GetSigningCertificateQuery());
      return certificate
        ? { ok: true, certificate }
        : {
            ok: false,
            message: 'No hay certificado de facturación: los registros esperan pendientes.',
          };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.logger.error({ err: error }, 'The billing certificate cannot be opened');
      return { ok: false, message: error.message };
    }
  }
}

function outcome(
  result: SubmissionResult,
  records: number,
  nextAllowedAt: Date | null,
  message: string,
): SubmissionOutcome {
  return {
    result,
    records,
    accepted: 0,
    acceptedWithErrors: 0,
    rejected: 0,
    nextAllowedAt,
    followUpAt: null,
    message,
  };
}

function counted(base: SubmissionOutcome, updates: readonly RecordUpdate[]): SubmissionOutcome {
  const count = (status: string) => updates.filter((update) => update.status === status).length;
  return {
    ...base,
    accepted: count('accepted'),
    acceptedWithErrors: count('accepted_with_errors'),
    rejected: count('rejected'),
  };
}

const recordOf = (row: PendingRow): RegistroFactura => {
  const record = typeof row.record === 'string' ? JSON.parse(row.record) : row.record;
  return row.kind === 'alta'
    ? { RegistroAlta: record as RegistroAlta }
    : { RegistroAnulacion: record as RegistroAnulacion };
};

/** The answer line a record is matched with: its invoice, its date and what it does. */
function keyOf(record: RegistroFactura): string {
  if ('RegistroAlta' in record) {
    const id = record.RegistroAlta.IDFactura;
    return lineKey(id.NumSerieFactura, id.FechaExpedicionFactura, 'Alta');
  }
  const id = record.RegistroAnulacion.IDFactura;
  return lineKey(id.NumSerieFacturaAnulada, id.FechaExpedicionFacturaAnulada, 'Anulacion');
}

/** The issuer's name as the record wrote it (when the workshop's NIF has changed since). */
const issuerName = (record: RegistroFactura) =>
  'RegistroAlta' in record
    ? record.RegistroAlta.NombreRazonEmisor
    : record.RegistroAnulacion.SistemaInformatico.NombreRazon;

const unanswered = (ids: readonly string[]): RecordUpdate[] =>
  ids.map((id) => ({
    id,
    status: 'pending',
    code: null,
    description: null,
    answered: false,
    submitted: false,
  }));

function failureOf(error: unknown): { result: SubmissionResult; message: string } | null {
  if (error instanceof AeatConnectionError) {
    return { result: 'connection_failed', message: error.failure.message };
  }
  if (error instanceof AeatFault) {
    return {
      result: 'refused',
      message: `La AEAT ha rechazado el envío completo: ${error.message}`.slice(0, 2000),
    };
  }
  if (error instanceof UnreadableAeatResponse) {
    return {
      result: 'connection_failed',
      message: `La respuesta de la AEAT no se puede leer: ${error.message}`.slice(0, 2000),
    };
  }
  return null;
}

/** Every record's new state in one statement (the append-only trigger allows these columns). */
async function applyUpdates(
  em: EntityManager,
  updates: readonly RecordUpdate[],
  submittedAt: Date | null,
): Promise<void> {
  if (updates.length === 0) return;
  await runSql(
    em,
    `update verifactu_record r
        set submission_status = u.status,
            submission_attempts = r.submission_attempts + 1,
            submitted_at = case when u.submitted then $2::timestamptz else r.submitted_at end,
            aeat_code = case when u.answered then u.code else r.aeat_code end,
            aeat_description = case when u.answered then u.description else r.aeat_description end
       from jsonb_to_recordset($1::jsonb)
         as u (id uuid, status text, code text, description text, answered boolean,
               submitted boolean)
      where r.id = u.id`,
    [JSON.stringify(updates), submittedAt],
    'run',
  );
}

async function saveState(
  em: EntityManager,
  state: { outcome: string; message: string; submittedAt?: Date; nextAllowedAt?: Date },
): Promise<void> {
  await runSql(
    em,
    `update verifactu_submission_state
        set last_outcome = $1, last_message = $2,
            last_submission_at = coalesce($3::timestamptz, last_submission_at),
            next_allowed_at = coalesce($4::timestamptz, next_allowed_at),
            updated_at = now()
      where id = 1`,
    [state.outcome, state.message, state.submittedAt ?? null, state.nextAllowedAt ?? null],
    'run',
  );
}
