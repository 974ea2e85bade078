import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { BillingCertificateState } from '@px/contracts';
import { Button, Card, Empty, Flex, Modal, Result, Skeleton, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { extractErrorMessage } from '@/shared/error-message';
import { useCertificateState } from '../api';
import { ENVIRONMENT_COLORS, environmentMessageId } from '../model';
import { CertificateActions } from './certificate-actions';
import { CertificateDetails } from './certificate-details';
import { CertificateUploadForm } from './certificate-upload-form';
import { useCertificateFormat } from './use-certificate-format';

/** Where records go: the environment (test by default) and its SOAP endpoint. */
function Destination({ state }: { state: BillingCertificateState }) {
  const { t } = useCertificateFormat();
  return (
    <Flex vertical gap={2} data-testid="certificate-destination">
      <Typography.Text type="secondary">{t('billingCertificate.field.endpoint')}</Typography.Text>
      {/* On a line of its own: the whole address fits a tablet's card without breaking. */}
      <Typography.Text
        code
        style={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}
        data-testid="certificate-endpoint"
      >
        {state.endpoint}
      </Typography.Text>
      {state.environment === 'test' && (
        <Typography.Text type="secondary">
          {t('billingCertificate.environment.testHint')}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * The certificate card: its facts and actions, or (none yet) an empty state with the upload form.
 * "Sustituir certificado" opens the same form in a dialog.
 */
export function CertificateCard() {
  const { t } = useCertificateFormat();
  const { token } = theme.useToken();
  const state = useCertificateState();
  const [replacing, setReplacing] = useState(false);
  const certificate = state.data?.certificate ?? null;

  const environment = state.data && (
    <Flex align="center" gap={8}>
      <Typography.Text type="secondary">
        {t('billingCertificate.field.environment')}
      </Typography.Text>
      <Tag
        color={ENVIRONMENT_COLORS[state.data.environment]}
        style={{ marginInlineEnd: 0 }}
        data-testid="certificate-environment"
      >
        {t(environmentMessageId(state.data.environment))}
      </Tag>
    </Flex>
  );

  let body;
  if (state.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('billingCertificate.card.loading')}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  } else if (state.isError) {
    body = (
      <Result
        status="warning"
        title={t('billingCertificate.card.error')}
        subTitle={extractErrorMessage(state.error)}
        data-testid="certificate-error"
        extra={
          <Button type="primary" onClick={() => void state.refetch()}>
            {t('billingCertificate.retry')}
          </Button>
        }
      />
    );
  } else if (!certificate) {
    body = (
      <Flex vertical gap={16}>
        <Empty
          image={
            <SafetyCertificateOutlined
              aria-hidden
              style={{ fontSize: 48, color: token.colorTextQuaternary }}
            />
          }
          description={
            <Flex vertical gap={4} align="center">
              <Typography.Text strong>{t('billingCertificate.empty.title')}</Typography.Text>
              <Typography.Text type="secondary" style={{ maxWidth: 560 }}>
                {t('billingCertificate.empty.hint')}
              </Typography.Text>
            </Flex>
          }
          data-testid="certificate-empty"
        />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('billingCertificate.upload.title')}
        </Typography.Title>
        <CertificateUploadForm />
        <Destination state={state.data} />
      </Flex>
    );
  } else {
    body = (
      <Flex vertical gap={16}>
        <CertificateDetails certificate={certificate} />
        <Destination state={state.data} />
        {/* A new certificate starts without the previous one's connection check. */}
        <CertificateActions key={certificate.uploaded_at} onReplace={() => setReplacing(true)} />
      </Flex>
    );
  }

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('billingCertificate.card.title')}
        </Typography.Title>
      }
      extra={environment}
      data-testid="certificate-card"
    >
      {body}
      <Modal
        open={replacing}
        title={t('billingCertificate.upload.replaceTitle')}
        onCancel={() => setReplacing(false)}
        footer={null}
        destroyOnHidden
        data-testid="certificate-replace-modal"
      >
        <Typography.Paragraph type="secondary">
          {t('billingCertificate.upload.replaceHint')}
        </Typography.Paragraph>
        <CertificateUploadForm
          replacing
          onCancel={() => setReplacing(false)}
          onSaved={() => setReplacing(false)}
        />
      </Modal>
    </Card>
  );
}
