import type { VerifactuSubmissionStatus } from '@px/contracts';
import { Tag } from 'antd';
import { SUBMISSION_COLORS, submissionMessageId } from '../model';
import { useCertificateFormat } from './use-certificate-format';

/** Where a record stands with the AEAT: "Pendiente de envío", "Aceptado", "Rechazado"… */
export function SubmissionStatusTag({ status }: { status: VerifactuSubmissionStatus }) {
  const { t } = useCertificateFormat();
  return (
    <Tag
      color={SUBMISSION_COLORS[status]}
      style={{ marginInlineEnd: 0 }}
      data-testid="record-status"
      data-status={status}
    >
      {t(submissionMessageId(status))}
    </Tag>
  );
}
