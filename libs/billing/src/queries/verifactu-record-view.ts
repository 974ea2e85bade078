import { type VerifactuRecordListItem, type VerifactuSubmissionStatus } from '@px/contracts';

/** The columns of a record as the submission page lists it. */
export const VERIFACTU_RECORD_COLUMNS = `r.id, r.invoice_id, r.invoice_number, r.kind,
  r.submission_status, r.generated_at_text, r.submitted_at, r.submission_attempts, r.aeat_code,
  r.aeat_description`;

export interface VerifactuRecordRow {
  id: string;
  invoice_id: string;
  invoice_number: string;
  kind: 'alta' | 'anulacion';
  submission_status: VerifactuSubmissionStatus;
  generated_at_text: string;
  submitted_at: Date | null;
  submission_attempts: number;
  aeat_code: string | null;
  aeat_description: string | null;
}

export function toVerifactuRecordItem(row: VerifactuRecordRow): VerifactuRecordListItem {
  return {
    id: row.id,
    invoice_id: row.invoice_id,
    invoice_number: row.invoice_number,
    kind: row.kind,
    status: row.submission_status,
    generated_at: row.generated_at_text,
    submitted_at: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
    attempts: Number(row.submission_attempts),
    error_code: row.aeat_code,
    error_description: row.aeat_description,
  };
}
