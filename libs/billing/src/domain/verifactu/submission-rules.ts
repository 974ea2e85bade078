import { type VerifactuSubmissionStatus } from '@px/contracts';
import { MAX_RECORDS_PER_MESSAGE } from './registration-xml';

/**
 * What the AEAT's answer means for each record, and when the next message may go: each answer
 * carries TiempoEsperaEnvio, the seconds the system waits before its next message, unless a full
 * message (1,000 records) is already waiting (the AEAT's technical description of the service).
 */

/** One RespuestaLinea, as the parser reads it. */
export interface AeatResponseLine {
  issuerTaxId: string;
  invoiceNumber: string;
  /** dd-mm-aaaa, as sent. */
  issueDate: string;
  operation: 'Alta' | 'Anulacion';
  state: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
  errorCode: string | null;
  errorDescription: string | null;
  /** Only when the record was refused as a duplicate: how the one already registered stands. */
  duplicateState: 'Correcta' | 'AceptadaConErrores' | 'Anulada' | null;
}

export interface RecordOutcome {
  status: Exclude<VerifactuSubmissionStatus, 'pending'>;
  code: string | null;
  description: string | null;
}

/**
 * A line's status for its record. A record refused as a duplicate of one the AEAT already holds
 * was registered by an earlier message (sent, then lost before its answer was stored): it stands
 * as the AEAT registered it, not as refused.
 */
export function recordOutcome(line: AeatResponseLine): RecordOutcome {
  const answer = { code: line.errorCode, description: line.errorDescription };
  if (line.state === 'Correcto') return { status: 'accepted', ...answer };
  if (line.state === 'AceptadoConErrores') return { status: 'accepted_with_errors', ...answer };
  if (line.duplicateState === 'Correcta' || line.duplicateState === 'Anulada') {
    return { status: 'accepted', ...answer };
  }
  if (line.duplicateState === 'AceptadaConErrores') {
    return { status: 'accepted_with_errors', ...answer };
  }
  return { status: 'rejected', ...answer };
}

/** How a record and its answer line find each other: the invoice and what was done to it. */
export function lineKey(invoiceNumber: string, issueDate: string, operation: string): string {
  return `${operation}\u0000${invoiceNumber.trim()}\u0000${issueDate.trim()}`;
}

/** The AEAT's default when an answer does not say (seconds). */
export const DEFAULT_WAIT_SECONDS = 60;

/** TiempoEsperaEnvio (`\d{0,4}` seconds) as a number; absent or empty: the default. */
export function waitSeconds(tiempoEsperaEnvio: string | number | null | undefined): number {
  const text = String(tiempoEsperaEnvio ?? '').trim();
  return /^\d{1,4}$/.test(text) ? Number(text) : DEFAULT_WAIT_SECONDS;
}

/** The first instant the next message may be sent after an answer received at `answeredAt`. */
export function nextSubmissionAt(
  answeredAt: Date,
  tiempoEsperaEnvio: string | number | null,
): Date {
  return new Date(answeredAt.getTime() + waitSeconds(tiempoEsperaEnvio) * 1000);
}

/** Whether a message may go now: not before the instant the last answer set, unless it is full. */
export function maySubmit(nextAllowedAt: Date | null, now: Date, pendingRecords: number): boolean {
  return (
    nextAllowedAt === null ||
    nextAllowedAt.getTime() <= now.getTime() ||
    pendingRecords >= MAX_RECORDS_PER_MESSAGE
  );
}
