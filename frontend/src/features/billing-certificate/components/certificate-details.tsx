import type { BillingCertificateView } from '@px/contracts';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { certificateNotices } from '../model';
import { useCertificateFormat } from './use-certificate-format';

const MONOSPACE = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/**
 * The certificate's public facts (its key and password never come back), under what needs doing:
 * it is about to expire, it has expired, or its NIF is not the workshop's.
 */
export function CertificateDetails({ certificate }: { certificate: BillingCertificateView }) {
  const { t, dateTime } = useCertificateFormat();
  const notices = certificateNotices(certificate);
  const uploaded = dateTime(certificate.uploaded_at);

  return (
    <Flex vertical gap={16}>
      {notices.map((notice) => (
        <Alert
          key={notice.key}
          type={notice.type}
          showIcon
          title={t(notice.title, notice.values)}
          description={t(notice.description)}
          data-testid={`certificate-notice-${notice.key}`}
        />
      ))}
      <Descriptions
        bordered
        size="small"
        // Two columns only from 1200 px: on a tablet the labels and dates would wrap.
        column={{ xs: 1, sm: 1, md: 1, lg: 1, xl: 2, xxl: 2 }}
        data-testid="certificate-details"
        items={[
          {
            key: 'holder',
            label: t('billingCertificate.field.holder'),
            span: 'filled',
            children: (
              <Typography.Text strong data-testid="certificate-holder">
                {certificate.holder}
              </Typography.Text>
            ),
          },
          {
            key: 'tax_id',
            label: t('billingCertificate.field.taxId'),
            children: (
              <span data-testid="certificate-tax-id">
                {certificate.tax_id ?? (
                  <Typography.Text type="secondary">
                    {t('billingCertificate.field.noTaxId')}
                  </Typography.Text>
                )}
              </span>
            ),
          },
          {
            key: 'issuer',
            label: t('billingCertificate.field.issuer'),
            children: certificate.issuer,
          },
          {
            key: 'valid_from',
            label: t('billingCertificate.field.validFrom'),
            children: dateTime(certificate.valid_from),
          },
          {
            key: 'valid_to',
            label: t('billingCertificate.field.validTo'),
            children: (
              <Typography.Text
                type={certificate.expired ? 'danger' : undefined}
                strong={certificate.expired || certificate.expiring}
                data-testid="certificate-valid-to"
              >
                {dateTime(certificate.valid_to)}
              </Typography.Text>
            ),
          },
          {
            key: 'serial',
            label: t('billingCertificate.field.serial'),
            span: 'filled',
            children: <span style={MONOSPACE}>{certificate.serial_number}</span>,
          },
          {
            key: 'uploaded',
            label: t('billingCertificate.field.uploaded'),
            span: 'filled',
            children: certificate.uploaded_by_name
              ? t('billingCertificate.field.uploadedBy', {
                  date: uploaded,
                  name: certificate.uploaded_by_name,
                })
              : uploaded,
          },
        ]}
      />
    </Flex>
  );
}
