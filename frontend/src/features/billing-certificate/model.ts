/**
 * The pure rules of /admin/billing-certificate, kept apart so they can be tested: which file the
 * upload takes, how the certificate's expiry is worded, the labels and colours of a record's
 * submission status, and the records list's state in the address.
 */
import {
  type BillingCertificateView,
  VERIFACTU_SUBMISSION_STATUSES,
  type VerifactuEnvironment,
  type VerifactuRecordListItem,
  type VerifactuSubmissionStatus,
  type VerifactuSubmissionSummary,
} from '@px/contracts';

// ── The file ─────────────────────────────────────────────────────────────────────────────────

export const CERTIFICATE_EXTENSIONS = ['.p12', '.pfx'] as const;
/** What the file picker offers (the server checks the content, whatever the name). */
export const CERTIFICATE_ACCEPT = CERTIFICATE_EXTENSIONS.join(',');

/**
 * The server's own limit (libs/billing/src/http/certificate-upload.ts, CERTIFICATE_MAX_BYTES).
 * A .p12 is usually 3–10 KB, but one exported with its whole CA chain (FNMT, ACCV, Camerfirma…)
 * can be several times that: a tighter client limit would refuse files the server takes. Checking
 * here spares sending a wrong file (a photo, a PDF) just to be told so.
 */
export const CERTIFICATE_MAX_KB = 256;
export const CERTIFICATE_MAX_BYTES = CERTIFICATE_MAX_KB * 1024;

/** What is wrong with the chosen file, as a message id, or null when it may be sent. */
export function certificateFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!CERTIFICATE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return 'billingCertificate.upload.wrongType';
  }
  if (file.size === 0) return 'billingCertificate.upload.emptyFile';
  if (file.size > CERTIFICATE_MAX_BYTES) return 'billingCertificate.upload.tooLarge';
  return null;
}

// ── The certificate ──────────────────────────────────────────────────────────────────────────

/** An alert on the certificate card: its id, its values and how serious it is. */
export interface CertificateNotice {
  key: 'expired' | 'expiring' | 'mismatch';
  type: 'warning' | 'error';
  title: string;
  description: string;
  values: Record<string, string | number>;
}

/**
 * What the card warns of, most serious first. The server decides `expiring` (30 days or fewer)
 * and `expired` at the moment it answers; the days left are whole days of 24 h, so 0 means within
 * the next 24 hours (never a negative count while it has not expired).
 */
export function certificateNotices(
  certificate: Pick<
    BillingCertificateView,
    'expired' | 'expiring' | 'expires_in_days' | 'tax_id_mismatch' | 'tax_id'
  >,
): CertificateNotice[] {
  const notices: CertificateNotice[] = [];
  if (certificate.expired) {
    notices.push({
      key: 'expired',
      type: 'error',
      title: 'billingCertificate.notice.expired',
      description: 'billingCertificate.notice.expiredHint',
      values: {},
    });
  } else if (certificate.expiring) {
    notices.push({
      key: 'expiring',
      type: 'warning',
      title: 'billingCertificate.notice.expiring',
      description: 'billingCertificate.notice.expiringHint',
      values: { days: Math.max(0, certificate.expires_in_days) },
    });
  }
  if (certificate.tax_id_mismatch) {
    notices.push({
      key: 'mismatch',
      type: 'error',
      title: 'billingCertificate.notice.mismatch',
      description: 'billingCertificate.notice.mismatchHint',
      values: { taxId: certificate.tax_id ?? '—' },
    });
  }
  return notices;
}

export const environmentMessageId = (environment: VerifactuEnvironment) =>
  `billingCertificate.environment.${environment}`;

/** Test endpoint in orange (records there have no legal effect), production in green. */
export const ENVIRONMENT_COLORS: Record<VerifactuEnvironment, string> = {
  test: 'orange',
  production: 'green',
};

// ── The records' submission ──────────────────────────────────────────────────────────────────

/** Preset antd tag colours (their text shades are tuned for contrast in app/colours.ts). */
export const SUBMISSION_COLORS: Record<VerifactuSubmissionStatus, string> = {
  pending: 'gold',
  accepted: 'green',
  accepted_with_errors: 'orange',
  rejected: 'red',
};

export const submissionMessageId = (status: VerifactuSubmissionStatus) =>
  `billingCertificate.status.${status}`;
/** The filter's plural label: "Pendientes", "Rechazados"… */
export const submissionFilterMessageId = (status: VerifactuSubmissionStatus) =>
  `billingCertificate.filter.${status}`;
export const kindMessageId = (kind: VerifactuRecordListItem['kind']) =>
  `billingCertificate.kind.${kind}`;

/**
 * A record the AEAT has not accepted may be sent again: a rejected one goes back to pending, a
 * pending one is pushed to the front of the queue. An accepted record is never sent twice.
 */
export const canRetry = (record: Pick<VerifactuRecordListItem, 'status'>) =>
  record.status === 'rejected' || record.status === 'pending';

/** The AEAT's waiting time (TiempoEsperaEnvio) still runs: the worker sends after it. */
export function waitingUntil(
  summary: Pick<VerifactuSubmissionSummary, 'next_submission_at'>,
  now: Date = new Date(),
): string | null {
  const next = summary.next_submission_at;
  return next && new Date(next).getTime() > now.getTime() ? next : null;
}

// ── The records list's state in the address ─────────────────────────────────────────────────

/** /admin/billing-certificate?status=&page= (the page size is fixed). */
export const RECORD_PARAMS = { status: 'status', page: 'page' } as const;
export const RECORD_PAGE_SIZE = 20;

export interface RecordListState {
  status: VerifactuSubmissionStatus | null;
  page: number;
}

const isSubmissionStatus = (value: unknown): value is VerifactuSubmissionStatus =>
  typeof value === 'string' && (VERIFACTU_SUBMISSION_STATUSES as readonly string[]).includes(value);

/** Reads the list's state, ignoring what is not valid (an unknown status, a page below 1). */
export function recordListStateOf(params: URLSearchParams): RecordListState {
  const status = params.get(RECORD_PARAMS.status);
  return {
    status: isSubmissionStatus(status) ? status : null,
    page: Math.max(1, Math.floor(Number(params.get(RECORD_PARAMS.page))) || 1),
  };
}

/** What GET /api/billing/verifactu/records takes. */
export interface RecordListParams {
  status?: VerifactuSubmissionStatus;
  page: number;
  limit: number;
}

export function recordListQueryOf(state: RecordListState): RecordListParams {
  const query: RecordListParams = { page: state.page, limit: RECORD_PAGE_SIZE };
  if (state.status) query.status = state.status;
  return query;
}

/** A status filter: back to the first page. */
export const statusChange = (status: VerifactuSubmissionStatus | null) => ({
  [RECORD_PARAMS.status]: status ?? undefined,
  [RECORD_PARAMS.page]: undefined,
});

/** Another page (the first one kept out of the address). */
export const pageChange = (page: number) => ({
  [RECORD_PARAMS.page]: page <= 1 ? undefined : String(page),
});
