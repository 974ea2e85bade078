import type { SparePartRequestView } from '@px/contracts';
import { Button, Descriptions, Drawer, Flex, Result, Skeleton, Timeline, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useSparePartRequest } from '../api';
import { requestSteps } from '../model';
import { RequestActionButtons } from './request-actions';
import { RequestStatusTag, useStatusAccent } from './request-status-tag';
import { useRequestFormat } from './use-request-format';

interface RequestDrawerProps {
  /** The request the address opens (?request=<id>), or null. */
  id: string | null;
  onClose: () => void;
}

/** One request in full: what, for which order, who asked, its story and what can be done now. */
export function RequestDrawer({ id, onClose }: RequestDrawerProps) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const query = useSparePartRequest(id);
  const request = query.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={440}
      destroyOnHidden
      title={request ? request.description : t('spareParts.drawer.title')}
      closable={{ 'aria-label': t('spareParts.drawer.close') }}
      data-testid="request-drawer"
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !request ? (
        <Result
          status={isApiError(query.error) && query.error.statusCode === 404 ? '404' : 'warning'}
          title={
            isApiError(query.error) && query.error.statusCode === 404
              ? t('spareParts.drawer.notFound')
              : t('spareParts.error.detail')
          }
          subTitle={
            isApiError(query.error) && query.error.statusCode === 404
              ? undefined
              : extractErrorMessage(query.error)
          }
          extra={
            <Button onClick={() => void query.refetch()}>{t('spareParts.common.retry')}</Button>
          }
        />
      ) : (
        <RequestDetails request={request} />
      )}
    </Drawer>
  );
}

function RequestDetails({ request }: { request: SparePartRequestView }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const format = useRequestFormat();
  const accent = useStatusAccent();
  return (
    <Flex vertical gap={20} data-testid="request-details" data-status={request.status}>
      <Flex align="center" gap={8} wrap>
        <RequestStatusTag status={request.status} />
        <Typography.Text strong>{format.quantity(request.quantity, request.unit)}</Typography.Text>
      </Flex>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'part',
            label: t('spareParts.drawer.part'),
            children: request.part_reference
              ? `${request.part_reference} · ${request.description}`
              : t('spareParts.drawer.freeText'),
          },
          {
            key: 'order',
            label: t('spareParts.drawer.order'),
            children: (
              <Link to={`/orders/${request.work_order_id}`}>{request.work_order_number}</Link>
            ),
          },
          {
            key: 'requester',
            label: t('spareParts.drawer.requester'),
            children: request.requested_by_name ?? '—',
          },
          ...(request.purchase_order_number
            ? [
                {
                  key: 'po',
                  label: t('spareParts.drawer.purchaseOrder'),
                  children: request.purchase_order_number,
                },
              ]
            : []),
          ...(request.note
            ? [{ key: 'note', label: t('spareParts.drawer.note'), children: request.note }]
            : []),
          ...(request.rejection_reason
            ? [
                {
                  key: 'reason',
                  label: t('spareParts.drawer.reason'),
                  children: request.rejection_reason,
                },
              ]
            : []),
        ]}
      />
      <section aria-label={t('spareParts.drawer.history')}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('spareParts.drawer.history')}
        </Typography.Title>
        <Timeline
          items={requestSteps(request).map((step) => ({
            key: step.status,
            color: accent(step.status),
            content: (
              <Flex vertical gap={0}>
                <Typography.Text strong>{t(`spareParts.status.${step.status}`)}</Typography.Text>
                <Typography.Text type="secondary">
                  {format.dateTime(step.at)} · {format.ago(step.at)}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      </section>
      <RequestActionButtons request={request} size="middle" />
    </Flex>
  );
}
