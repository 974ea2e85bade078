import { CalendarOutlined, CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { PublicAppointmentView } from '@px/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Modal,
  Result,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { apiRequest, isApiError } from '@/shared/api';
import { useDocumentTitle } from '@/shared/hooks';
import { extractErrorMessage } from '@/shared/error-message';
import { BUSINESS_TIME_ZONE, INTL_LOCALE } from '@/shared/format';
import { useAppSelector } from '@/app/store/hooks';

/**
 * /c/{token}: the page a reminder's link opens, without a session. Opening it only shows the
 * booking (a mail scanner following the link changes nothing); the customer confirms or cancels
 * with a button (POST).
 */
export default function AppointmentLinkPage() {
  const { token = '' } = useParams();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const locale = useAppSelector((state) => state.ui.locale);
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  useDocumentTitle(t('appointments.link.documentTitle'));
  const key = ['public-appointment', token];
  const booking = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiRequest<PublicAppointmentView>(`/api/public/appointments/${token}`, { signal }),
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (action: 'confirm' | 'cancel') =>
      apiRequest<PublicAppointmentView>(`/api/public/appointments/${token}/${action}`, {
        method: 'POST',
      }),
    onSuccess: (view) => {
      client.setQueryData(key, view);
      setCancelling(false);
    },
  });

  if (booking.isPending) {
    return (
      <Card style={{ maxWidth: 560, width: '100%' }}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (booking.isError) {
    const invalid = isApiError(booking.error) && booking.error.statusCode === 404;
    return (
      <Result
        status={invalid ? 'warning' : 'error'}
        title={t('appointments.link.invalidTitle')}
        subTitle={extractErrorMessage(booking.error)}
        data-testid="appointment-link-error"
      />
    );
  }
  const view = booking.data;
  const when = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(view.starts_at));

  return (
    <Card style={{ maxWidth: 560, width: '100%' }} data-testid="appointment-link">
      <Flex vertical gap={16}>
        <Flex gap={12} align="center">
          <CalendarOutlined aria-hidden style={{ fontSize: 28 }} />
          <div>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
              {t('appointments.link.title', { workshop: view.workshop.name })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('appointments.link.hello', { name: view.customer_name })}
            </Typography.Text>
          </div>
        </Flex>
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'when', label: t('appointments.link.when'), children: when },
            { key: 'what', label: t('appointments.link.what'), children: view.service_type },
            ...(view.license_plate
              ? [{ key: 'car', label: t('appointments.link.car'), children: view.license_plate }]
              : []),
            ...(view.workshop.address
              ? [
                  {
                    key: 'where',
                    label: t('appointments.link.where'),
                    children: view.workshop.address,
                  },
                ]
              : []),
            {
              key: 'status',
              label: t('appointments.link.status'),
              children: (
                <Tag data-testid="appointment-link-status">
                  {t(`appointments.status.${view.status}`)}
                </Tag>
              ),
            },
          ]}
        />
        {view.status === 'confirmed' && (
          <Alert type="success" showIcon title={t('appointments.link.confirmed')} />
        )}
        {view.status === 'cancelled' && (
          <Alert type="info" showIcon title={t('appointments.link.cancelled')} />
        )}
        {answer.isError && (
          <Alert type="error" showIcon title={extractErrorMessage(answer.error)} />
        )}
        {(view.can_confirm || view.can_cancel) && (
          <Flex gap={8} wrap>
            {view.can_confirm && (
              <Button
                type="primary"
                size="large"
                icon={<CheckOutlined aria-hidden />}
                loading={answer.isPending && answer.variables === 'confirm'}
                onClick={() => answer.mutate('confirm')}
                data-testid="appointment-link-confirm"
              >
                <FormattedMessage id="appointments.link.confirm" />
              </Button>
            )}
            {view.can_cancel && (
              <Button
                danger
                size="large"
                icon={<CloseOutlined aria-hidden />}
                onClick={() => setCancelling(true)}
                data-testid="appointment-link-cancel"
              >
                <FormattedMessage id="appointments.link.cancel" />
              </Button>
            )}
          </Flex>
        )}
        {view.workshop.phone && (
          <Typography.Text type="secondary">
            {t('appointments.link.call', { phone: view.workshop.phone })}
          </Typography.Text>
        )}
      </Flex>
      <Modal
        open={cancelling}
        title={t('appointments.link.cancelTitle')}
        okText={t('appointments.link.cancelOk')}
        okButtonProps={{ danger: true, loading: answer.isPending }}
        cancelText={t('appointments.link.cancelKeep')}
        onOk={() => answer.mutate('cancel')}
        onCancel={() => setCancelling(false)}
      >
        {t('appointments.link.cancelText', { when })}
      </Modal>
    </Card>
  );
}
