import { ApiOutlined, DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Popconfirm } from 'antd';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useDeleteCertificate, useTestConnection } from '../api';
import { useCertificateFormat } from './use-certificate-format';

export interface CertificateActionsProps {
  onReplace: () => void;
}

/**
 * "Sustituir certificado", "Probar conexión" (its answer stays under the buttons, with when it was
 * checked) and "Eliminar" after confirming: records then wait, pending, for another certificate.
 */
export function CertificateActions({ onReplace }: CertificateActionsProps) {
  const { t, dateTime } = useCertificateFormat();
  const { message, notification } = useFeedback();
  const test = useTestConnection();
  const remove = useDeleteCertificate();
  const check = test.data;

  const removeCertificate = () =>
    remove.mutateAsync().then(
      () => {
        message.success(t('billingCertificate.delete.done'));
      },
      (error: unknown) => {
        notification.error({
          title: t('billingCertificate.delete.failed'),
          description: extractErrorMessage(error),
        });
      },
    );

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8}>
        <Button
          icon={<SwapOutlined aria-hidden />}
          onClick={onReplace}
          data-testid="certificate-replace"
        >
          {t('billingCertificate.action.replace')}
        </Button>
        <Button
          icon={<ApiOutlined aria-hidden />}
          loading={test.isPending}
          onClick={() => test.mutate()}
          data-testid="certificate-test"
        >
          {t('billingCertificate.action.test')}
        </Button>
        <Popconfirm
          title={t('billingCertificate.delete.title')}
          description={t('billingCertificate.delete.description')}
          okText={t('billingCertificate.action.delete')}
          cancelText={t('billingCertificate.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'certificate-delete-confirm' } as never}
          onConfirm={removeCertificate}
        >
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            loading={remove.isPending}
            data-testid="certificate-delete"
          >
            {t('billingCertificate.action.delete')}
          </Button>
        </Popconfirm>
      </Flex>
      {/* Read by screen readers when it arrives: the button gives no other sign. */}
      <div aria-live="polite">
        {check && (
          <Alert
            type={check.ok ? 'success' : 'error'}
            showIcon
            title={t(check.ok ? 'billingCertificate.test.ok' : 'billingCertificate.test.failed')}
            description={`${check.message} ${t('billingCertificate.test.checkedAt', {
              date: dateTime(check.checked_at),
            })}`}
            data-testid="certificate-test-result"
            data-ok={check.ok}
          />
        )}
        {test.isError && (
          <Alert
            type="error"
            showIcon
            title={t('billingCertificate.test.error')}
            description={extractErrorMessage(test.error)}
            data-testid="certificate-test-result"
          />
        )}
      </div>
    </Flex>
  );
}
