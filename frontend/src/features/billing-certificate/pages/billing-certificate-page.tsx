import { Flex } from 'antd';
import { PageHeader } from '@/shared/ui';
import { CertificateCard } from '../components/certificate-card';
import { SubmissionCard } from '../components/submission-card';
import { useCertificateFormat } from '../components/use-certificate-format';

/**
 * /admin/billing-certificate: the certificate the workshop signs its VERI*FACTU submissions with
 * (upload, replace, delete, test the connection; stored encrypted, never shown again) and where its
 * records stand with the AEAT (counts, "Enviar ahora", the records with "Reintentar").
 */
export default function BillingCertificatePage() {
  const { t } = useCertificateFormat();
  return (
    <>
      <PageHeader
        title={t('billingCertificate.title')}
        subtitle={t('billingCertificate.subtitle')}
      />
      <Flex vertical gap={16}>
        <CertificateCard />
        <SubmissionCard />
      </Flex>
    </>
  );
}
