import { VERIFACTU_SUBMISSION_STATUSES, type VerifactuSubmissionSummary } from '@px/contracts';
import { Badge, Col, Descriptions, Row, Statistic } from 'antd';
import { SUBMISSION_COLORS, submissionFilterMessageId, waitingUntil } from '../model';
import { useCertificateFormat } from './use-certificate-format';

const NUMBERS = { fontVariantNumeric: 'tabular-nums', fontWeight: 600 } as const;

/**
 * How many records stand where (pending, accepted, accepted with errors, rejected), when the last
 * submission went and, while the AEAT's waiting time (TiempoEsperaEnvio) runs, when the next may.
 */
export function SubmissionSummary({ summary }: { summary: VerifactuSubmissionSummary }) {
  const { t, dateTime, number } = useCertificateFormat();
  const waiting = waitingUntil(summary);
  return (
    <>
      <Row gutter={[16, 16]} data-testid="submission-counts">
        {VERIFACTU_SUBMISSION_STATUSES.map((status) => (
          <Col key={status} xs={12} md={6}>
            <Statistic
              title={
                <Badge
                  color={SUBMISSION_COLORS[status]}
                  text={t(submissionFilterMessageId(status))}
                />
              }
              value={number(summary[status])}
              styles={{ content: NUMBERS }}
              data-testid={`submission-count-${status}`}
            />
          </Col>
        ))}
      </Row>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        data-testid="submission-timing"
        items={[
          {
            key: 'last',
            label: t('billingCertificate.submission.last'),
            children: summary.last_submission_at
              ? dateTime(summary.last_submission_at)
              : t('billingCertificate.submission.never'),
          },
          {
            key: 'next',
            label: t('billingCertificate.submission.next'),
            children: waiting ? dateTime(waiting) : t('billingCertificate.submission.nextNow'),
          },
        ]}
      />
    </>
  );
}
