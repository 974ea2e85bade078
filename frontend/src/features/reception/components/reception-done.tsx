import { FilePdfOutlined, MailOutlined } from '@ant-design/icons';
import type { CustomerReceiptView } from '@px/contracts';
import { Alert, Button, Card, Result } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { downloadReceiptPdf, useSendReceipt } from '../api';

/** The receipt issued: download, e-mail, open it, or receive the next car. */
export function ReceptionDone({
  receipt,
  photoErrors,
  onAnother,
}: {
  receipt: CustomerReceiptView;
  photoErrors: number;
  onAnother(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const send = useSendReceipt(receipt.id);
  return (
    <Card>
      <Result
        status="success"
        title={t('reception.done.title', { number: receipt.number })}
        subTitle={t('reception.done.subtitle', { order: receipt.work_order_number })}
        data-testid="reception-done"
        extra={[
          <Button
            key="pdf"
            type="primary"
            size="large"
            icon={<FilePdfOutlined aria-hidden />}
            onClick={() =>
              void downloadReceiptPdf(receipt.id).catch((error: unknown) =>
                message.error(extractErrorMessage(error)),
              )
            }
            data-testid="reception-download"
          >
            <FormattedMessage id="reception.done.download" />
          </Button>,
          <Button
            key="mail"
            size="large"
            icon={<MailOutlined aria-hidden />}
            disabled={!receipt.customer_email}
            loading={send.isPending}
            onClick={() =>
              send.mutate(undefined, {
                onSuccess: ({ to }) =>
                  void message.success(t('reception.done.sent', { email: to })),
                onError: (error) => void message.error(extractErrorMessage(error)),
              })
            }
          >
            <FormattedMessage id="reception.done.email" />
          </Button>,
          <Button
            key="open"
            size="large"
            onClick={() => navigate(`/customer-receipts/${receipt.id}`)}
          >
            <FormattedMessage id="reception.done.open" />
          </Button>,
          <Button key="another" size="large" onClick={onAnother}>
            <FormattedMessage id="reception.done.another" />
          </Button>,
        ]}
      >
        {photoErrors > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('reception.done.photoErrors', { n: photoErrors })}
          />
        )}
      </Result>
    </Card>
  );
}
